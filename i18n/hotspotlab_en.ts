<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>CommandChecker</name>
    <message numerus="yes">
        <source>%1 does not take %n argument(s). Its form is: %2</source>
        <extracomment>%1 command name, %2 number of arguments typed, %3 the command&apos;s syntax</extracomment>
        <translation>
            <numerusform>%1 does not take %n argument. Its form is: %2</numerusform>
            <numerusform>%1 does not take %n arguments. Its form is: %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SubKeyLoadChart</name>
    <message numerus="yes">
        <source>%n partition(s) over capacity: %1</source>
        <extracomment>%1 is a list of partitions such as &quot;P2, P5&quot;; %n how many they are</extracomment>
        <translation>
            <numerusform>%n partition over capacity: %1</numerusform>
            <numerusform>%n partitions over capacity: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SubKeysPage</name>
    <message numerus="yes">
        <source>%n request(s)</source>
        <extracomment>Requests needed to read the hot key&apos;s total once</extracomment>
        <translation>
            <numerusform>%n request</numerusform>
            <numerusform>%n requests</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n sub-key(s) on it</source>
        <translation>
            <numerusform>%n sub-key on it</numerusform>
            <numerusform>%n sub-keys on it</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ThrottlingPage</name>
    <message numerus="yes">
        <source>%n simulated minute(s) per second</source>
        <translation>
            <numerusform>%n simulated minute per second</numerusform>
            <numerusform>%n simulated minutes per second</numerusform>
        </translation>
    </message>
</context>
</TS>
