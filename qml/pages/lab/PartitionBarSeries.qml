import QtQuick
import QtCharts
import HotspotLab

// The bars of a lab chart, one per partition in its partition's colour: Qt's model mapper
// reads a PartitionBarsModel, whose column p is the set of partition p (non-zero only in
// category p). Qt Charts colours sets, not bars, hence one set per partition.
StackedBarSeries {
    id: series

    required property PartitionBarsModel bars

    // The mapper makes the sets anew when the number of partitions changes; each new set
    // gets its partition's colour, bound: high contrast changes it.
    function colourSets() {
        for (let p = 0; p < count; ++p)
            colourSet(at(p), p);
    }

    // A function of its own, so no closure captures the loop's variable: Qt 6.4's JIT left
    // a stale value on the JS stack for such a loop, and the garbage collector crashed on it
    // (docs/qt-6.4-limits.md).
    function colourSet(set: BarSet, partition: int) {
        set.color = Qt.binding(() => Theme.partitionColor(partition));
        set.borderColor = Qt.binding(() => Theme.partitionColor(partition));
    }

    barWidth: 0.6
    onBarsetsAdded: colourSets()

    VBarModelMapper {
        model: series.bars
        firstBarSetColumn: 0
        lastBarSetColumn: series.bars.partitionCount - 1
        firstRow: 0
    }
}
