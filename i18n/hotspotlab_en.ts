<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>PartitionLab</name>
    <message numerus="yes">
        <source>In %1 step(s):</source>
        <extracomment>Part of the capacity line; %1 is a number of processing steps</extracomment>
        <translation>
            <numerusform>In %1 step:</numerusform>
            <numerusform>In %1 steps:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 unit(s) of capacity</source>
        <extracomment>Part of the capacity line; %1 is a number of capacity units</extracomment>
        <translation>
            <numerusform>%1 unit of capacity</numerusform>
            <numerusform>%1 units of capacity</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 request(s) completed</source>
        <extracomment>Part of the capacity line; %1 is a number of requests</extracomment>
        <translation>
            <numerusform>%1 request completed</numerusform>
            <numerusform>%1 requests completed</numerusform>
        </translation>
    </message>
</context>
</TS>
