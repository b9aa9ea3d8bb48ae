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
        for (let p = 0; p < count; ++p) {
            const set = at(p);
            set.color = Qt.binding(() => Theme.partitionColor(p));
            set.borderColor = Qt.binding(() => Theme.partitionColor(p));
        }
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
