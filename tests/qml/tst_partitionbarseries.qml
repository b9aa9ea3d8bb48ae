import QtQuick
import QtTest
import QtCharts
import HotspotLab

// The lab's bars, one set per partition in its partition's colour, while "add partitions"
// makes the sets anew. The test runs with every function compiled by the JIT at its first
// call and a garbage collection at every allocation (tests/qml/CMakeLists.txt): Qt 6.4's
// JIT crashed the collector when the colouring loop captured its loop variable.
Item {
    id: root

    width: 800
    height: 600

    MitigationLab {
        id: fixLab
    }

    ChartView {
        id: view

        anchors.fill: parent

        PartitionBarSeries {
            id: series

            bars: fixLab.waitingBars

            axisX: BarIndexAxis {
                count: fixLab.partitionCount
            }
        }
    }

    TestCase {
        name: "PartitionBarSeries"
        when: windowShown

        function expectColouredSets(partitions) {
            compare(series.count, partitions, `sets for ${partitions} partitions`);
            for (let p = 0; p < partitions; ++p) {
                compare(series.at(p).color, Theme.partitionColor(p), `set ${p} of ${partitions}`);
                compare(series.at(p).borderColor, Theme.partitionColor(p), `border of set ${p} of ${partitions}`);
            }
        }

        function test_setsKeepTheirPartitionsColour() {
            fixLab.fix = MitigationLab.NoFix;
            expectColouredSets(3);
            fixLab.fix = MitigationLab.AddPartitions;
            for (const partitions of [4, 6, 8, 5, 7, 4]) {
                fixLab.partitionsWithFix = partitions;
                expectColouredSets(partitions);
            }
            fixLab.fix = MitigationLab.NoFix;
            expectColouredSets(3);
        }

        function cleanup() {
            DisplaySettings.highContrast = false;
        }

        function test_highContrastRecoloursTheSets() {
            fixLab.fix = MitigationLab.AddPartitions;
            fixLab.partitionsWithFix = 6;
            verify(Qt.colorEqual(series.at(0).color, "#0072b2"), `normal palette: ${series.at(0).color}`);
            DisplaySettings.highContrast = true;
            verify(Qt.colorEqual(series.at(0).color, "#005a8c"), `high contrast: ${series.at(0).color}`);
            verify(Qt.colorEqual(series.at(5).borderColor, "#a33a00"), `high contrast: ${series.at(5).borderColor}`);
            expectColouredSets(6);
            DisplaySettings.highContrast = false;
            verify(Qt.colorEqual(series.at(5).color, "#d55e00"), `normal palette again: ${series.at(5).color}`);
            expectColouredSets(6);
        }
    }
}
