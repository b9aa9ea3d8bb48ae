import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import HotspotLab

// The imbalance explorer: pick a cause, set its parameters, read the bars, the
// peak-to-average ratio and what it means. All numbers come from ImbalanceExplorer.
ColumnLayout {
    id: root

    required property LessonPage page
    // The page's explorer (in the lesson's state): it outlives the page.
    readonly property ImbalanceExplorer explorer: (page as KeysVsLoadPage).explorer
    readonly property var numberLocale: Qt.locale(LanguageService.localeName)
    // Fusion sizes a SpinBox for a few digits only: room for "100,000" at any text size.
    readonly property real spinBoxWidth: Math.round(Theme.bodySize * 9)

    // After a figure is changed, its field, the chart above it and the ratio below are in
    // view together, as far as fits: the figures sit between the chart and the ratio, so
    // that the student does not scroll between what they changed and what it did.
    function showResult(field: Item) {
        root.page.keepInView(explorerChart, [field, ratioCard]);
    }

    Layout.fillWidth: true
    spacing: Theme.spacing

    PaneTabBar {
        id: causeBar

        Layout.fillWidth: true
        currentIndex: root.explorer.cause
        Accessible.name: qsTr("Cause of the imbalance")

        // The tab bar's list takes Left and Right for itself and only moves its own current
        // tab: follow it, so the arrow keys pick a cause as a click does.
        Connections {
            target: causeBar.contentItem

            function onCurrentIndexChanged() {
                const list = causeBar.contentItem as ListView;
                const button = causeBar.itemAt(list.currentIndex) as TabButton;
                if (button && !button.checked && list.activeFocus) {
                    button.forceActiveFocus(Qt.TabFocusReason);
                    button.clicked();
                }
            }
        }

        WrappingTabButton {
            objectName: "causeHotKeyButton"
            text: qsTr("Hot key")
            Accessible.name: qsTr("Cause: hot key")
            onClicked: root.explorer.cause = ImbalanceExplorer.HotKey
        }
        WrappingTabButton {
            objectName: "causeHotTenantButton"
            text: qsTr("Hot tenant")
            Accessible.name: qsTr("Cause: hot tenant")
            onClicked: root.explorer.cause = ImbalanceExplorer.HotTenant
        }
        WrappingTabButton {
            objectName: "causeLargeValuesButton"
            text: qsTr("Large values")
            Accessible.name: qsTr("Cause: large values")
            onClicked: root.explorer.cause = ImbalanceExplorer.LargeValues
        }
    }

    Paragraph {
        objectName: "causeExplanation"
        words: root.explorer.cause === ImbalanceExplorer.HotKey ? qsTr("Ordinary traffic is spread evenly over all keys. On top of it, one key gets its own stream of requests, and that key lives on exactly one partition. Start with the hot-key card's figures: a key written 6,000 times a second, partitions that take 5,000 writes a second. Commit your prediction, then add partitions and watch the dashed capacity line. A new partition count may move the key to another partition, but never to more than one.") : root.explorer.cause === ImbalanceExplorer.HotTenant ? qsTr("The table is partitioned by tenant_id, so each tenant lives on one partition. The largest tenant fills its partition; the many small tenants share the others. Try 40% on 8 partitions.") : qsTr("Every partition holds the same number of keys and serves the same number of reads. One partition also holds large documents in place of small values. Watch the bytes, not the keys.")
    }

    KeysVsLoadBarChart {
        id: explorerChart

        objectName: "explorerChart"

        exportName: "explorer"
        Layout.fillWidth: true
        // Full width, with a legend and a capacity line: taller than the side-by-side charts,
        // but short enough to be in view with the causes when the page opens, and with the
        // figures below it that drive it.
        Layout.preferredHeight: Theme.chartHeight * 1.15
        Layout.maximumHeight: root.page.chartMaximumHeight
        heading: root.explorer.chartTitle
        categories: root.explorer.partitionLabels
        baseValues: root.explorer.chartBase
        extraValues: root.explorer.chartExtra
        baseName: root.explorer.baseSeriesName
        extraName: root.explorer.extraSeriesName
        axisTitle: root.explorer.axisTitle
        axisMaximum: root.explorer.chartMaximum
        tickCount: root.explorer.chartTickCount
        capacity: root.explorer.chartCapacity
        capacityName: qsTr("Capacity of one partition")
    }

    // The prediction the partition count would answer, above the field that sets it.
    PredictFirstPrompt {
        page: root.page
        predictions: root.explorer.cause === ImbalanceExplorer.HotKey ? [root.explorer.prediction] : []
    }

    GridLayout {
        Layout.fillWidth: true
        columns: 2
        columnSpacing: Theme.spacingLarge
        rowSpacing: Theme.spacingSmall

        Label {
            Layout.fillWidth: true
            wrapMode: Text.Wrap
            text: qsTr("Partitions")
        }
        TextSpinBox {
            id: partitionsSpinBox
            Layout.preferredWidth: root.spinBoxWidth

            objectName: "partitionsSpinBox"
            from: root.explorer.minPartitions
            to: root.explorer.maxPartitions
            value: root.explorer.partitions
            editable: true
            locale: root.numberLocale
            Accessible.name: qsTr("Number of partitions")
            onValueModified: {
                root.explorer.partitions = value;
                root.showResult(partitionsSpinBox);
            }
        }

        Label {
            Layout.fillWidth: true
            wrapMode: Text.Wrap
            visible: root.explorer.cause === ImbalanceExplorer.HotKey
            text: qsTr("Capacity per partition (rps)")
        }
        TextSpinBox {
            id: capacitySpinBox
            Layout.preferredWidth: root.spinBoxWidth

            objectName: "capacitySpinBox"
            visible: root.explorer.cause === ImbalanceExplorer.HotKey
            from: 500
            to: 100000
            stepSize: 500
            value: root.explorer.capacityPerPartition
            editable: true
            locale: root.numberLocale
            Accessible.name: qsTr("Capacity per partition in requests per second")
            onValueModified: {
                root.explorer.capacityPerPartition = value;
                root.showResult(capacitySpinBox);
            }
        }

        Label {
            Layout.fillWidth: true
            wrapMode: Text.Wrap
            visible: root.explorer.cause === ImbalanceExplorer.HotKey
            text: qsTr("Ordinary traffic, all partitions (rps)")
        }
        TextSpinBox {
            id: ordinaryLoadSpinBox
            Layout.preferredWidth: root.spinBoxWidth

            objectName: "ordinaryLoadSpinBox"
            visible: root.explorer.cause === ImbalanceExplorer.HotKey
            from: 0
            to: root.explorer.maxRate
            stepSize: 1000
            value: root.explorer.ordinaryLoad
            editable: true
            locale: root.numberLocale
            Accessible.name: qsTr("Ordinary traffic over all partitions in requests per second")
            onValueModified: {
                root.explorer.ordinaryLoad = value;
                root.showResult(ordinaryLoadSpinBox);
            }
        }

        Label {
            Layout.fillWidth: true
            wrapMode: Text.Wrap
            visible: root.explorer.cause === ImbalanceExplorer.HotKey
            text: qsTr("Hot key (rps)")
        }
        TextSpinBox {
            id: hotKeyRateSpinBox
            Layout.preferredWidth: root.spinBoxWidth

            objectName: "hotKeyRateSpinBox"
            visible: root.explorer.cause === ImbalanceExplorer.HotKey
            from: 0
            to: 100000
            stepSize: 500
            value: root.explorer.hotKeyRate
            editable: true
            locale: root.numberLocale
            Accessible.name: qsTr("Requests per second on the hot key")
            onValueModified: {
                root.explorer.hotKeyRate = value;
                root.showResult(hotKeyRateSpinBox);
            }
        }

        Label {
            Layout.fillWidth: true
            wrapMode: Text.Wrap
            visible: root.explorer.cause === ImbalanceExplorer.HotTenant
            text: qsTr("Total traffic (rps)")
        }
        TextSpinBox {
            id: tenantTrafficSpinBox
            Layout.preferredWidth: root.spinBoxWidth

            objectName: "tenantTrafficSpinBox"
            visible: root.explorer.cause === ImbalanceExplorer.HotTenant
            from: 0
            to: root.explorer.maxRate
            stepSize: 1000
            value: root.explorer.tenantTraffic
            editable: true
            locale: root.numberLocale
            Accessible.name: qsTr("Total traffic of all tenants in requests per second")
            onValueModified: {
                root.explorer.tenantTraffic = value;
                root.showResult(tenantTrafficSpinBox);
            }
        }

        Label {
            Layout.fillWidth: true
            wrapMode: Text.Wrap
            visible: root.explorer.cause === ImbalanceExplorer.HotTenant
            text: qsTr("Largest tenant's share of traffic (%)")
        }
        TextSpinBox {
            id: tenantShareSpinBox
            Layout.preferredWidth: root.spinBoxWidth

            objectName: "tenantShareSpinBox"
            visible: root.explorer.cause === ImbalanceExplorer.HotTenant
            from: 0
            to: 100
            stepSize: 5
            value: root.explorer.tenantSharePercent
            editable: true
            locale: root.numberLocale
            Accessible.name: qsTr("Largest tenant's share of all traffic in percent")
            onValueModified: {
                root.explorer.tenantSharePercent = value;
                root.showResult(tenantShareSpinBox);
            }
        }

        Label {
            Layout.fillWidth: true
            wrapMode: Text.Wrap
            visible: root.explorer.cause === ImbalanceExplorer.LargeValues
            text: qsTr("Large documents on the heavy partition")
        }
        TextSpinBox {
            id: largeCountSpinBox
            Layout.preferredWidth: root.spinBoxWidth

            objectName: "largeCountSpinBox"
            visible: root.explorer.cause === ImbalanceExplorer.LargeValues
            from: 0
            to: root.explorer.maxLargeValueCount
            stepSize: 5000
            value: root.explorer.largeValueCount
            editable: true
            locale: root.numberLocale
            Accessible.name: qsTr("Number of large documents on the heavy partition")
            onValueModified: {
                root.explorer.largeValueCount = value;
                root.showResult(largeCountSpinBox);
            }
        }

        Label {
            Layout.fillWidth: true
            wrapMode: Text.Wrap
            visible: root.explorer.cause === ImbalanceExplorer.LargeValues
            text: qsTr("Size of one large document (MB)")
        }
        TextSpinBox {
            id: largeSizeSpinBox
            Layout.preferredWidth: root.spinBoxWidth

            objectName: "largeSizeSpinBox"
            visible: root.explorer.cause === ImbalanceExplorer.LargeValues
            from: 1
            to: root.explorer.maxLargeValueMegabytes
            value: root.explorer.largeValueMegabytes
            editable: true
            locale: root.numberLocale
            Accessible.name: qsTr("Size of one large document in megabytes")
            onValueModified: {
                root.explorer.largeValueMegabytes = value;
                root.showResult(largeSizeSpinBox);
            }
        }
    }

    Paragraph {
        visible: root.explorer.cause === ImbalanceExplorer.LargeValues
        color: Theme.mutedTextColor
        //: %1 keys per partition, %2 reads per second per partition
        words: qsTr("Fixed in this case: %1 keys on every partition, small values of 1 KB, and %2 reads per second on every partition.").arg(NumberFormat.current.formatNumber(root.explorer.keysPerPartition, 0)).arg(NumberFormat.current.formatNumber(root.explorer.readsPerPartition, 0))
    }

    InfoCard {
        id: ratioCard

        objectName: "ratioCard"
        tint: root.explorer.readingLevel === ImbalanceExplorer.Severe ? Theme.dangerSurfaceColor : root.explorer.readingLevel === ImbalanceExplorer.Healthy ? Theme.goodSurfaceColor : Theme.highlightSurfaceColor

        // The figure above its reading: side by side, large text squeezed the reading
        // into a narrow column beside the long "busiest partition" line.
        ColumnLayout {
            spacing: 0

            Label {
                text: qsTr("Peak-to-average ratio")
                font.pixelSize: Theme.smallSize
                color: Theme.mutedTextColor
            }
            Label {
                objectName: "ratioValue"
                text: root.explorer.hasLoad ? NumberFormat.current.formatNumber(root.explorer.ratio, 1) : root.explorer.ratioText
                font.pixelSize: Theme.figureSize
                font.bold: true
                Accessible.name: qsTr("Peak-to-average ratio: %1").arg(text)
            }
            Label {
                objectName: "peakMeanText"
                visible: root.explorer.hasLoad
                //: %1 is the number of the busiest partition
                text: qsTr("Partition %1 is the busiest").arg(NumberFormat.current.partitionName(root.explorer.hottestPartition))
                font.pixelSize: Theme.smallSize
                color: Theme.mutedTextColor
            }
        }
        Paragraph {
            objectName: "readingText"
            Layout.alignment: Qt.AlignTop
            words: root.explorer.reading
        }
    }

    ProgressMark {
        lessonId: "keys-vs-load"
        reachedQuestion: root.explorer.prediction.verdict === LessonPrediction.Right ? "prediction" : ""
    }
    PredictionCard {
        objectName: "explorerPrediction"
        visible: root.explorer.cause === ImbalanceExplorer.HotKey
        prediction: root.explorer.prediction
    }

    Paragraph {
        objectName: "summaryText"
        words: root.explorer.summary
    }

    // The verdict says whether more partitions help: with the hot key, that is what the
    // prediction asks, so it waits until the prediction is committed.
    Paragraph {
        objectName: "verdictText"
        visible: !root.explorer.prediction.awaitingCommit
        words: root.explorer.verdict
        font.bold: true
    }

    GridLayout {
        Layout.fillWidth: true
        visible: root.explorer.cause === ImbalanceExplorer.LargeValues
        columns: root.width > Theme.readableWidth * 0.7 ? 2 : 1
        columnSpacing: Theme.spacingLarge
        rowSpacing: Theme.spacingLarge

        KeysVsLoadBarChart {
            objectName: "explorerKeysChart"
            exportName: "explorer-keys"
            Layout.fillWidth: true
            Layout.preferredWidth: 1
            heading: qsTr("Keys per partition (millions)")
            categories: root.explorer.partitionLabels
            baseValues: root.explorer.chartKeysInMillions
            baseName: qsTr("Keys")
            axisTitle: qsTr("Million keys")
            axisMaximum: 12
            tickCount: 7
        }
        KeysVsLoadBarChart {
            objectName: "explorerBytesOutChart"
            exportName: "explorer-bytes-out"
            Layout.fillWidth: true
            Layout.preferredWidth: 1
            heading: qsTr("Bytes sent per second (MB/s)")
            categories: root.explorer.partitionLabels
            baseValues: root.explorer.chartBytesOut
            baseName: qsTr("Bytes sent")
            //: Axis title: megabytes per second
            axisTitle: qsTr("MB/s")
            axisMaximum: root.explorer.bytesOutChartMaximum
            tickCount: root.explorer.bytesOutTickCount
            baseColor: Theme.partitionColor(2)
        }
    }

    TextButton {
        objectName: "resetExplorerButton"
        text: qsTr("Back to the starting figures")
        Accessible.name: text
        onClicked: root.explorer.reset()
    }
}
