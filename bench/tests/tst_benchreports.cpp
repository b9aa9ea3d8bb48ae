// The benchmark's copy of the app (bench/app, hotspot-lab-reports) as bench/run reads it:
// a first-frame line, then a complete-page line (format in bench/reports/FirstFrameReport.h),
// then exit status 0.
#include "TestSupport.h"

#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

class TestBenchReports : public QObject
{
    Q_OBJECT

private slots:
    void reportsThenExits_data();
    void reportsThenExits();
};

void TestBenchReports::reportsThenExits_data()
{
    QTest::addColumn<QString>("lesson");
    QTest::newRow("lab") << "lab";
    // The Start page builds nothing after its first frame (the menus' items wait until a
    // menu opens): the complete page must not wait for a change on screen.
    QTest::newRow("start") << "start";
}

void TestBenchReports::reportsThenExits()
{
    QFETCH(QString, lesson);
    QTemporaryDir config;
    const auto run = TestSupport::runApp({QStringLiteral("--lesson"), lesson}, config.path());
    QVERIFY2(run.finished, "the app did not exit after its reports");
    QCOMPARE(run.exitStatus, QProcess::NormalExit);
    QVERIFY2(run.exitCode == 0, qPrintable(run.standardError));

    static const QRegularExpression line(
        QStringLiteral(R"(^(\S+) elapsed_ms=[0-9.]+ monotonic_ns=(\d+) peak_rss_kib=(\d+) cpu_ms=([0-9.]+)$)"));
    const QStringList lines = run.standardOutput.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    const QStringList events = {QStringLiteral("first-frame"), QStringLiteral("complete-page")};
    QCOMPARE(lines.size(), events.size());
    qint64 lastMonotonicNs = 0;
    double lastPeakKib = 0;
    double lastCpuMs = 0;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QRegularExpressionMatch match = line.match(lines.at(i));
        QVERIFY2(match.hasMatch(), qPrintable(lines.at(i)));
        QCOMPARE(match.captured(1), events.at(i));
        // Each later line is a later frame of the same process: nothing can go back.
        QVERIFY2(match.captured(2).toLongLong() > lastMonotonicNs, qPrintable(lines.join(QLatin1Char('\n'))));
        QVERIFY2(match.captured(3).toDouble() >= lastPeakKib, qPrintable(lines.join(QLatin1Char('\n'))));
        QVERIFY2(match.captured(4).toDouble() >= lastCpuMs, qPrintable(lines.join(QLatin1Char('\n'))));
        lastMonotonicNs = match.captured(2).toLongLong();
        lastPeakKib = match.captured(3).toDouble();
        lastCpuMs = match.captured(4).toDouble();
    }
    // A window and a page cost memory and CPU time: zeros would mean the figures are not read.
    QVERIFY2(lastPeakKib > 10 * 1024, qPrintable(lines.join(QLatin1Char('\n'))));
    QVERIFY2(lastCpuMs > 0, qPrintable(lines.join(QLatin1Char('\n'))));
}

QTEST_GUILESS_MAIN(TestBenchReports)
#include "tst_benchreports.moc"
