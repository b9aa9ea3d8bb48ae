// hotspot-models-test: links hotspotmodels, no Qt Quick, Charts or Widgets (models_links_models_only checks it).
// DisplaySettings: text size steps, bounds, persistence and bad saved values, and the
// application font that follows the text size.
#include "TestSupport.h"
#include "settings/AppSettings.h"
#include "settings/DisplaySettings.h"

#include <QFont>
#include <QGuiApplication>
#include <QSignalSpy>
#include <QtTest>

#include <limits>

class TestDisplaySettings : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() { TestSupport::removeSettingsFile(); }
    void cleanup() { TestSupport::removeSettingsFile(); }

    void startsAtNormalSize();
    void zoomStepsAndBounds();
    void persists();
    void badSavedValuesFallBack_data();
    void badSavedValuesFallBack();
    void nonFiniteScaleIsRefused();
    void highContrastIsOffAndPersists();
    void badSavedHighContrastFallsBack_data();
    void badSavedHighContrastFallsBack();
    void reduceMotionIsOffAndPersists();
    void badSavedReduceMotionFallsBack();
    void presenterModeRaisesTheTextForThisRunOnly();
    void theApplicationFontIsTheBodyText();
    void simulationSharePerLesson();
    void badSavedSimulationShareFallsBack_data();
    void badSavedSimulationShareFallsBack();
};

void TestDisplaySettings::startsAtNormalSize()
{
    DisplaySettings settings;
    QCOMPARE(settings.textScale(), 1.0);
    QVERIFY(settings.canZoomIn());
    QVERIFY(settings.canZoomOut());
}

void TestDisplaySettings::zoomStepsAndBounds()
{
    DisplaySettings settings;
    QSignalSpy changed(&settings, &DisplaySettings::textScaleChanged);
    settings.zoomIn();
    QCOMPARE(settings.textScale(), 1.1);
    for (int i = 0; i < 30; ++i)
        settings.zoomIn();
    QCOMPARE(settings.textScale(), DisplaySettings::kMaximumScale);
    QVERIFY(!settings.canZoomIn());
    const auto atMaximum = changed.count();
    settings.zoomIn();
    QCOMPARE(changed.count(), atMaximum);

    for (int i = 0; i < 30; ++i)
        settings.zoomOut();
    QCOMPARE(settings.textScale(), DisplaySettings::kMinimumScale);
    QVERIFY(!settings.canZoomOut());

    settings.resetZoom();
    QCOMPARE(settings.textScale(), 1.0);
    settings.setTextScale(1.04);
    QCOMPARE(settings.textScale(), 1.0);
}

void TestDisplaySettings::persists()
{
    {
        DisplaySettings settings;
        settings.zoomIn();
        settings.zoomIn();
    }
    DisplaySettings restarted;
    QCOMPARE(restarted.textScale(), 1.2);
}

void TestDisplaySettings::badSavedValuesFallBack_data()
{
    QTest::addColumn<QVariant>("saved");
    QTest::newRow("word") << QVariant(QStringLiteral("huge"));
    QTest::newRow("too large") << QVariant(5.0);
    QTest::newRow("too small") << QVariant(0.1);
    QTest::newRow("negative") << QVariant(-1.0);
    QTest::newRow("nan") << QVariant(QStringLiteral("nan"));
}

void TestDisplaySettings::badSavedValuesFallBack()
{
    QFETCH(QVariant, saved);
    AppSettings::open()->setValue(QStringLiteral("display/textScale"), saved);
    QTest::ignoreMessage(QtWarningMsg,
                         QRegularExpression(QStringLiteral("ignoring text size .*valid values are 0.8 to 2.0")));
    DisplaySettings settings;
    QCOMPARE(settings.textScale(), 1.0);
}

void TestDisplaySettings::nonFiniteScaleIsRefused()
{
    DisplaySettings settings;
    settings.zoomIn();
    QTest::ignoreMessage(QtWarningMsg, "DisplaySettings: text scale must be a finite number.");
    settings.setTextScale(std::numeric_limits<double>::quiet_NaN());
    QCOMPARE(settings.textScale(), 1.1);
}

void TestDisplaySettings::highContrastIsOffAndPersists()
{
    {
        DisplaySettings settings;
        QCOMPARE(settings.highContrast(), false);
        QSignalSpy changed(&settings, &DisplaySettings::highContrastChanged);
        settings.setHighContrast(true);
        settings.setHighContrast(true);
        QCOMPARE(changed.count(), 1);
        QVERIFY(settings.highContrast());
        // The text size is a separate setting and stays where it was.
        QCOMPARE(settings.textScale(), 1.0);
    }
    {
        DisplaySettings restarted;
        QVERIFY(restarted.highContrast());
        restarted.setHighContrast(false);
    }
    DisplaySettings again;
    QCOMPARE(again.highContrast(), false);
}

void TestDisplaySettings::badSavedHighContrastFallsBack_data()
{
    QTest::addColumn<QVariant>("saved");
    QTest::newRow("word") << QVariant(QStringLiteral("maybe"));
    QTest::newRow("number") << QVariant(2);
    QTest::newRow("empty") << QVariant(QString());
}

void TestDisplaySettings::badSavedHighContrastFallsBack()
{
    QFETCH(QVariant, saved);
    AppSettings::open()->setValue(QStringLiteral("display/textScale"), 1.5);
    AppSettings::open()->setValue(QStringLiteral("display/highContrast"), saved);
    QTest::ignoreMessage(
        QtWarningMsg, QRegularExpression(QStringLiteral("ignoring high contrast .*valid values are true and false")));
    DisplaySettings settings;
    QCOMPARE(settings.highContrast(), false);
    // A damaged entry does not cost the user the other, valid setting.
    QCOMPARE(settings.textScale(), 1.5);
}

void TestDisplaySettings::reduceMotionIsOffAndPersists()
{
    {
        DisplaySettings settings;
        QCOMPARE(settings.reduceMotion(), false);
        QVERIFY(settings.animationsEnabled());
        QSignalSpy changed(&settings, &DisplaySettings::reduceMotionChanged);
        settings.setReduceMotion(true);
        settings.setReduceMotion(true);
        QCOMPARE(changed.count(), 1);
        QVERIFY(!settings.animationsEnabled());
        QCOMPARE(settings.highContrast(), false);
    }
    {
        DisplaySettings restarted;
        QVERIFY(restarted.reduceMotion());
        restarted.setReduceMotion(false);
    }
    DisplaySettings again;
    QCOMPARE(again.reduceMotion(), false);
    QVERIFY(again.animationsEnabled());
}

void TestDisplaySettings::badSavedReduceMotionFallsBack()
{
    AppSettings::open()->setValue(QStringLiteral("display/highContrast"), true);
    AppSettings::open()->setValue(QStringLiteral("display/reduceMotion"), QStringLiteral("sometimes"));
    QTest::ignoreMessage(
        QtWarningMsg,
        QRegularExpression(QStringLiteral("ignoring reduce motion \"sometimes\" .*valid values are true and false")));
    DisplaySettings settings;
    QCOMPARE(settings.reduceMotion(), false);
    QVERIFY(settings.highContrast());
}

void TestDisplaySettings::simulationSharePerLesson()
{
    DisplaySettings settings;
    QCOMPARE(settings.simulationShare(QStringLiteral("lab")), DisplaySettings::kDefaultSimulationShare);
    settings.setSimulationShare(QStringLiteral("lab"), 0.4);
    // Kept per lesson, and across runs.
    QCOMPARE(DisplaySettings().simulationShare(QStringLiteral("lab")), 0.4);
    QCOMPARE(settings.simulationShare(QStringLiteral("throttling")), DisplaySettings::kDefaultSimulationShare);
    // Bounded: a divider dragged to the edge keeps both panes usable.
    settings.setSimulationShare(QStringLiteral("throttling"), 0.95);
    QCOMPARE(settings.simulationShare(QStringLiteral("throttling")), DisplaySettings::kMaximumSimulationShare);
    settings.setSimulationShare(QStringLiteral("throttling"), 0.01);
    QCOMPARE(settings.simulationShare(QStringLiteral("throttling")), DisplaySettings::kMinimumSimulationShare);
    // Refused, and nothing saved: no lesson, or no number.
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("no simulation width saved")));
    settings.setSimulationShare(QString(), 0.5);
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("no simulation width saved")));
    settings.setSimulationShare(QStringLiteral("lab"), std::numeric_limits<double>::quiet_NaN());
    QCOMPARE(settings.simulationShare(QStringLiteral("lab")), 0.4);
}

void TestDisplaySettings::badSavedSimulationShareFallsBack_data()
{
    QTest::addColumn<QVariant>("saved");
    QTest::newRow("word") << QVariant(QStringLiteral("wide"));
    QTest::newRow("too small") << QVariant(0.1);
    QTest::newRow("too large") << QVariant(2.0);
}

void TestDisplaySettings::badSavedSimulationShareFallsBack()
{
    QFETCH(QVariant, saved);
    AppSettings::open()->setValue(QStringLiteral("simulationShare/lab"), saved);
    AppSettings::open()->setValue(QStringLiteral("simulationShare/subkeys"), 0.5);
    QTest::ignoreMessage(QtWarningMsg,
                         QRegularExpression(QStringLiteral("ignoring simulation width .* for lab .*valid values are "
                                                           "0.30 to 0.75")));
    DisplaySettings settings;
    QCOMPARE(settings.simulationShare(QStringLiteral("lab")), DisplaySettings::kDefaultSimulationShare);
    // The other lessons keep theirs.
    QCOMPARE(settings.simulationShare(QStringLiteral("subkeys")), 0.5);
}

// Text that names no size is laid out at the body's size, unshaped, at every text size:
// it then needs no font of its own. 22.5 px rounds to 23, as a QML font.pixelSize binding
// rounds Theme.bodySize.
void TestDisplaySettings::theApplicationFontIsTheBodyText()
{
    QGuiApplication::setFont(QFont(QStringLiteral("Sans Serif"), 9));
    DisplaySettings settings;
    QCOMPARE(QGuiApplication::font().pixelSize(), 15);
    QVERIFY(QGuiApplication::font().styleStrategy() & QFont::PreferNoShaping);
    settings.setTextScale(2.0);
    QCOMPARE(QGuiApplication::font().pixelSize(), 30);
    settings.setTextScale(1.0);
    settings.setPresenterMode(true);
    QCOMPARE(QGuiApplication::font().pixelSize(), 23);
    settings.setPresenterMode(false);
    QCOMPARE(QGuiApplication::font().pixelSize(), 15);
}

// Presenter mode shows at least 150% text, stops Ctrl+Minus below that, and leaves the
// saved size alone: the next run, and the end of presenter mode, bring it back.
void TestDisplaySettings::presenterModeRaisesTheTextForThisRunOnly()
{
    {
        DisplaySettings settings;
        settings.setTextScale(1.2);
        QSignalSpy scale(&settings, &DisplaySettings::textScaleChanged);
        QSignalSpy mode(&settings, &DisplaySettings::presenterModeChanged);
        settings.togglePresenterMode();
        QVERIFY(settings.presenterMode());
        QCOMPARE(mode.count(), 1);
        QCOMPARE(scale.count(), 1);
        QCOMPARE(settings.textScale(), 1.5);
        QCOMPARE(settings.minimumTextScale(), 1.5);
        QVERIFY(!settings.canZoomOut());
        settings.zoomOut();
        QCOMPARE(settings.textScale(), 1.5);
        // A step up is a visible step from the 150% on screen.
        settings.zoomIn();
        QCOMPARE(settings.textScale(), 1.6);
        QVERIFY(settings.canZoomOut());
        settings.zoomOut();
        QCOMPARE(settings.textScale(), 1.5);
        settings.setPresenterMode(false);
        QCOMPARE(mode.count(), 2);
        QCOMPARE(settings.textScale(), 1.5);
        QCOMPARE(settings.minimumTextScale(), DisplaySettings::kMinimumScale);
        settings.setTextScale(1.2);
        // Larger than 150% already: presenter mode changes no size.
        settings.setTextScale(1.8);
        scale.clear();
        settings.setPresenterMode(true);
        QCOMPARE(settings.textScale(), 1.8);
        QCOMPARE(scale.count(), 0);
        settings.setPresenterMode(false);
        settings.setTextScale(1.2);
    }
    DisplaySettings restarted;
    QVERIFY(!restarted.presenterMode());
    QCOMPARE(restarted.textScale(), 1.2);
}

// A QGuiApplication: the settings keep its font.
QTEST_MAIN(TestDisplaySettings)
#include "tst_displaysettings.moc"
