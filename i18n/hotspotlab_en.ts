<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>ImbalanceExplorer</name>
    <message numerus="yes">
        <source>%n partition(s) over capacity. The hot key fits on one partition, so spreading the ordinary traffic wider can still help here.</source>
        <translation>
            <numerusform>%n partition over capacity. The hot key fits on one partition, so spreading the ordinary traffic wider can still help here.</numerusform>
            <numerusform>%n partitions over capacity. The hot key fits on one partition, so spreading the ordinary traffic wider can still help here.</numerusform>
        </translation>
    </message>
</context>
</TS>
