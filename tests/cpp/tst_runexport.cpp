// hotspot-models-test: links hotspotmodels, no Qt Quick, Charts or Widgets (models_links_models_only checks it).
// RunExport: a lesson's run as CSV (the lab's two tables, the throttling run, the
// detector's top keys) and a chart as PNG; the headers in the current language, the
// numbers in the one form every spreadsheet reads, and bad paths that leave files alone.
#include "i18n/LanguageService.h"
#include "i18n/NumberFormat.h"
#include "lessons/detect/DetectTopKeysModel.h"
#include "lessons/detect/HotKeyDetector.h"
#include "lessons/lab/LabTableModel.h"
#include "lessons/lab/MitigationLab.h"
#include "lessons/lab/MitigationTableModel.h"
#include "lessons/lab/PartitionLab.h"
#include "lessons/throttling/ThrottleHistoryModel.h"
#include "lessons/throttling/ThrottleSimulation.h"
#include "teaching/RunExport.h"

#include <QAbstractItemModelTester>
#include <QFile>
#include <QImage>
#include <QImageReader>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

namespace {

// The CSV's lines; none when the text does not end its last line (the callers' line counts
// then fail).
QStringList csvLines(const QAbstractItemModel &model)
{
    QString text = RunExport::csv(model);
    if (!text.endsWith(QStringLiteral("\r\n")))
        return {};
    text.chop(2);
    return text.split(QStringLiteral("\r\n"));
}

QByteArray fileBytes(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestRunExport : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(LanguageService::instance()->applyLanguage(QStringLiteral("en")));
    }
    void cleanup() { LanguageService::instance()->applyLanguage(QStringLiteral("en")); }

    void numbers_data()
    {
        QTest::addColumn<QVariant>("value");
        QTest::addColumn<QString>("expected");
        QTest::newRow("count") << QVariant(qint64(15500)) << QStringLiteral("15500");
        QTest::newRow("int") << QVariant(6) << QStringLiteral("6");
        QTest::newRow("negative") << QVariant(-3) << QStringLiteral("-3");
        QTest::newRow("share") << QVariant(250.0 / 3.0) << QStringLiteral("83.3333");
        QTest::newRow("half") << QVariant(2.5) << QStringLiteral("2.5");
        QTest::newRow("whole double") << QVariant(50.0) << QStringLiteral("50");
        QTest::newRow("large double") << QVariant(1234567.25) << QStringLiteral("1234567.25");
        QTest::newRow("tiny") << QVariant(1.0 / 60000.0) << QStringLiteral("0");
        QTest::newRow("minus zero") << QVariant(-0.00001) << QStringLiteral("0");
        QTest::newRow("true") << QVariant(true) << QStringLiteral("1");
        QTest::newRow("false") << QVariant(false) << QStringLiteral("0");
        QTest::newRow("no value") << QVariant() << QString();
        QTest::newRow("not a number") << QVariant(QStringLiteral("P0")) << QString();
        QTest::newRow("infinite") << QVariant(qInf()) << QString();
    }
    void numbers()
    {
        QFETCH(QVariant, value);
        QFETCH(QString, expected);
        QCOMPARE(RunExport::csvNumber(value), expected);
        // The same in German, whose own format would be "83,3333" or "15.500".
        QVERIFY(LanguageService::instance()->applyLanguage(QStringLiteral("de")));
        QCOMPARE(RunExport::csvNumber(value), expected);
    }

    // The lab after one batch with the hot key: 10, 1 and 1 arrive, 4, 1 and 1 are done,
    // 6 wait at P0 (the curriculum's four steps), each row a partition.
    void labRun_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("header");
        QTest::addColumn<QString>("shareOnScreen");
        // The share column names its unit in the file, where its cells are plain numbers;
        // on screen its cells say "83%", and its header stays short.
        QTest::newRow("en") << QStringLiteral("en")
                            << QStringLiteral("Partition,Keys owned,Received,Completed,Waiting,Share (%)")
                            << QStringLiteral("Share");
        QTest::newRow("de") << QStringLiteral("de")
                            << QStringLiteral("Partition,Eigene Schlüssel,Erhalten,Erledigt,Wartend,Anteil (%)")
                            << QStringLiteral("Anteil");
        QTest::newRow("id") << QStringLiteral("id")
                            << QStringLiteral("Partisi,Key yang dimiliki,Diterima,Selesai,Menunggu,Porsi (%)")
                            << QStringLiteral("Porsi");
    }
    void labRun()
    {
        QFETCH(QString, language);
        QFETCH(QString, header);
        QFETCH(QString, shareOnScreen);
        QVERIFY(LanguageService::instance()->applyLanguage(language));
        PartitionLab lab;
        lab.setProfile(PartitionLab::HotKey);
        lab.sendBatch();
        const QStringList lines = csvLines(*lab.table());
        QCOMPARE(lines.size(), 4);
        QCOMPARE(lines.at(0), header);
        QCOMPARE(lab.table()->headerData(LabTableModel::ShareColumn, Qt::Horizontal).toString(), shareOnScreen);
        QCOMPARE(lab.table()->index(0, LabTableModel::ShareColumn).data().toString(), NumberFormat::percent(83));
        // The keys list holds commas: quoted. Shares keep a dot in every language.
        QCOMPARE(lines.at(1), QStringLiteral("P0,\"4 (0, 3, 6, 9)\",10,4,6,83.3333"));
        QCOMPARE(lines.at(2), QStringLiteral("P1,\"4 (1, 4, 7, 10)\",1,1,0,8.3333"));
        QCOMPARE(lines.at(3), QStringLiteral("P2,\"4 (2, 5, 8, 11)\",1,1,0,8.3333"));

        // A second batch: the queue at P0 grows by 6 to 12.
        lab.sendBatch();
        QCOMPARE(csvLines(*lab.table()).at(1), QStringLiteral("P0,\"4 (0, 3, 6, 9)\",20,8,12,83.3333"));
    }

    // "Try a fix": with two added partitions the new ones have no value without the fix:
    // their cell stays empty rather than claiming 0 requests waited there.
    void fixRun()
    {
        MitigationLab fixes;
        QAbstractItemModelTester tester(fixes.table(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        fixes.setFix(MitigationLab::AddPartitions);
        fixes.setPartitionsWithFix(5);
        fixes.sendBatch();
        const QStringList lines = csvLines(*fixes.table());
        QCOMPARE(lines.size(), 1 + 5);
        QCOMPARE(lines.at(0), QStringLiteral("Partition,Received,Completed,Waiting,Waiting without fix"));
        for (int partition = 0; partition < 5; ++partition) {
            const QStringList cells = lines.at(1 + partition).split(QLatin1Char(','));
            QCOMPARE(cells.size(), 5);
            QCOMPARE(cells.at(0), QStringLiteral("P%1").arg(partition));
            QCOMPARE(cells.at(1).toLongLong(),
                     fixes.table()->index(partition, 1).data(MitigationTableModel::ValueRole));
            QCOMPARE(cells.at(4).isEmpty(), partition >= 3);
        }
        // Without a fix, 6 of the 10 requests for P0 wait after one batch.
        QCOMPARE(lines.at(1).section(QLatin1Char(','), 4, 4), QStringLiteral("6"));
    }

    // The sustained import: 80% for 75 minutes puts the 2-hour average at exactly 50%,
    // and throttling starts in minute 76, at half the normal rate.
    void throttlingRun()
    {
        ThrottleSimulation simulation;
        ThrottleHistoryModel history;
        QAbstractItemModelTester tester(&history, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(history.rowCount(), 0);
        history.setSimulation(&simulation);
        QVERIFY(simulation.applyPreset(QStringLiteral("sustained")));
        QCOMPARE(history.rowCount(), 1); // minute 0
        simulation.advance(80);
        QCOMPARE(history.rowCount(), 81);
        const QStringList lines = csvLines(history);
        QCOMPARE(lines.size(), 82);
        QCOMPARE(lines.at(0),
                 QStringLiteral("Minute,Write demand (%),Writer CPU (%),2-hour average CPU (%),"
                                "Allowed write rate (%),Write latency (ms),Throttling on (1 = yes)"));
        QCOMPARE(lines.at(1), QStringLiteral("0,0,0,0,100,1,0"));
        QCOMPARE(lines.at(1 + 75), QStringLiteral("75,80,80,50,100,1,0"));
        const QStringList minute76 = lines.at(1 + 76).split(QLatin1Char(','));
        QCOMPARE(minute76.at(0), QStringLiteral("76"));
        QVERIFY(minute76.at(3).toDouble() > 50.0);
        QCOMPARE(minute76.at(4), QStringLiteral("50"));
        QCOMPARE(minute76.at(6), QStringLiteral("1"));
        // Every cell is a plain number: no grouping, no comma, no unit.
        for (const QString &line : lines.mid(1)) {
            for (const QString &cell : line.split(QLatin1Char(','))) {
                bool isNumber = false;
                cell.toDouble(&isNumber);
                QVERIFY2(isNumber, qPrintable(line));
            }
        }

        // A reset starts the table again at minute 0; a language switch renames the columns.
        simulation.reset();
        QCOMPARE(history.rowCount(), 1);
        QVERIFY(LanguageService::instance()->applyLanguage(QStringLiteral("id")));
        QVERIFY(csvLines(history).at(0) != lines.at(0));
        QCOMPARE(csvLines(history).at(1), QStringLiteral("0,0,0,0,100,1,0"));
    }

    void detectTopKeys()
    {
        HotKeyDetector detector;
        DetectTopKeysModel table;
        table.setDetector(&detector);
        detector.feed(20'000);
        const QStringList lines = csvLines(table);
        QCOMPARE(lines.size(), 1 + table.rowCount());
        QCOMPARE(lines.at(0).split(QLatin1Char(',')).size(), int(DetectTopKeysModel::ColumnCount));
        const int hot = detector.hotKeyBeforeShift();
        QCOMPARE(lines.at(1),
                 QStringLiteral("%1,%2,%3,%4,%5")
                     .arg(hot)
                     .arg(detector.trueCount(hot))
                     .arg(detector.sketchEstimate(hot))
                     .arg(detector.sampledEstimate(hot))
                     .arg(detector.sketchEstimate(hot) - detector.trueCount(hot)));
        // Counts in the thousands are not grouped, in German neither.
        QVERIFY(detector.trueCount(hot) >= 1000);
        QVERIFY(LanguageService::instance()->applyLanguage(QStringLiteral("de")));
        QCOMPARE(csvLines(table).at(1), lines.at(1));
    }

    void writesCsvFiles()
    {
        QTemporaryDir folder;
        PartitionLab lab;
        lab.setProfile(PartitionLab::HotKey);
        lab.sendBatch();
        const QString path = folder.filePath(QStringLiteral("run.csv"));
        const RunExport::Result written = RunExport::writeCsv(*lab.table(), path);
        QVERIFY2(written.ok, qPrintable(written.error));
        QVERIFY(written.error.isEmpty());
        // UTF-8 with a byte-order mark, so that a spreadsheet reads "Schlüssel" right.
        QCOMPARE(fileBytes(path), QByteArray("\xEF\xBB\xBF") + RunExport::csv(*lab.table()).toUtf8());

        // A folder that does not exist: a clear message, nothing written.
        const QString missing = folder.filePath(QStringLiteral("gone/run.csv"));
        const RunExport::Result failed = RunExport::writeCsv(*lab.table(), missing);
        QVERIFY(!failed.ok);
        QVERIFY2(failed.error.startsWith(QStringLiteral("Could not write \"%1\": ").arg(missing)),
                 qPrintable(failed.error));
        QVERIFY(!QFile::exists(missing));
        const RunExport::Result empty = RunExport::writeCsv(*lab.table(), QString());
        QCOMPARE(empty.error, QStringLiteral("Choose a file to save the table in."));

        // A path that is a folder cannot become a file: refused, the folder left alone.
        QVERIFY(QDir(folder.path()).mkdir(QStringLiteral("tables")));
        const RunExport::Result onFolder = RunExport::writeCsv(*lab.table(), folder.filePath(QStringLiteral("tables")));
        QVERIFY(!onFolder.ok);
        QVERIFY(QFileInfo(folder.filePath(QStringLiteral("tables"))).isDir());
    }

    void writesPngFiles()
    {
        QTemporaryDir folder;
        QImage image(120, 80, QImage::Format_ARGB32);
        image.fill(Qt::white);
        image.setPixelColor(10, 10, Qt::red);
        const QString path = folder.filePath(QStringLiteral("chart.png"));
        const RunExport::Result written = RunExport::writePng(image, path);
        QVERIFY2(written.ok, qPrintable(written.error));
        QImageReader reader(path);
        QCOMPARE(reader.format(), QByteArray("png"));
        const QImage back = reader.read();
        QCOMPARE(back.size(), QSize(120, 80));
        QCOMPARE(back.pixelColor(10, 10), QColor(Qt::red));

        QVERIFY(!RunExport::writePng(QImage(), folder.filePath(QStringLiteral("none.png"))).ok);
        QVERIFY(!QFile::exists(folder.filePath(QStringLiteral("none.png"))));
        // A chart that could not be drawn leaves the picture already there as it was.
        const RunExport::Result failed = RunExport::writePng(QImage(), path);
        QCOMPARE(failed.error, QStringLiteral("Could not write \"%1\": the chart could not be drawn").arg(path));
        QCOMPARE(QImage(path).pixelColor(10, 10), QColor(Qt::red));
        QCOMPARE(RunExport::writePng(image, QString()).error, QStringLiteral("Choose a file to save the chart in."));
        QVERIFY(!RunExport::writePng(image, folder.filePath(QStringLiteral("gone/chart.png"))).ok);
    }

    void paths_data()
    {
        QTest::addColumn<QString>("typed");
        QTest::addColumn<QString>("extension");
        QTest::addColumn<QString>("expected");
        QTest::newRow("added") << QStringLiteral("/tmp/run") << QStringLiteral("csv") << QStringLiteral("/tmp/run.csv");
        QTest::newRow("kept") << QStringLiteral("/tmp/run.CSV") << QStringLiteral("csv")
                              << QStringLiteral("/tmp/run.CSV");
        QTest::newRow("trimmed") << QStringLiteral("  /tmp/a.png ") << QStringLiteral("png")
                                 << QStringLiteral("/tmp/a.png");
        QTest::newRow("url") << QStringLiteral("file:///tmp/my%20run") << QStringLiteral("csv")
                             << QStringLiteral("/tmp/my run.csv");
        QTest::newRow("other extension") << QStringLiteral("/tmp/run.txt") << QStringLiteral("csv")
                                         << QStringLiteral("/tmp/run.txt.csv");
        QTest::newRow("empty") << QStringLiteral("  ") << QStringLiteral("csv") << QString();
    }
    void paths()
    {
        QFETCH(QString, typed);
        QFETCH(QString, extension);
        QFETCH(QString, expected);
        QCOMPARE(RunExport::normalisedPath(typed, extension), expected);
    }

    void suggestedNames()
    {
        QCOMPARE(RunExport::suggestedFileName(QStringLiteral("lab"), QStringLiteral("run"), QStringLiteral("de"),
                                              QStringLiteral("csv")),
                 QStringLiteral("hotspot-lab-lab-run-de.csv"));
        QVERIFY(!RunExport::exportFolder().isEmpty());
        QVERIFY(QDir(RunExport::exportFolder()).exists());
    }
};

QTEST_MAIN(TestRunExport)
#include "tst_runexport.moc"
