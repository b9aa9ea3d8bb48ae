// Screen readers in the real main window: every visible control, chart and table on every
// page (and in the menus and the dialogs) has an accessible name in each language,
// translated in German and Indonesian; charts and tables also describe their contents.
// The lab and the throttling lesson announce their state changes through their
// LiveAnnouncer; that the announcement reaches a screen reader over the accessibility bus
// is checked by tests/a11y/check_atspi.py (ctest atspi), as only a real bus can show it.
#include "QuickTestSupport.h"
#include "app/AppRunner.h"
#include "app/LiveAnnouncer.h"
#include "i18n/LanguageService.h"
#include "lessons/catalog/LessonCatalog.h"
#include "lessons/catalog/LessonNavigator.h"

#include <QAccessible>
#include <QApplication>
#include <QFile>
#include <QPointer>
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QSet>
#include <QtQml/qqmlextensionplugin.h>
#include <QtTest>

#include <algorithm>
#include <functional>

Q_IMPORT_QML_PLUGIN(HotspotLabPlugin)

namespace {
using TestSupport::findItem;
using TestSupport::singletonOf;
bool hasAncestor(const QQuickItem *item, const char *className)
{
    for (const QQuickItem *parent = item->parentItem(); parent; parent = parent->parentItem()) {
        if (parent->inherits(className))
            return true;
    }
    return false;
}

enum class Kind {
    None,
    Control,
    Chart,
    Table,
};

// What the walk checks: controls a user operates, charts and tables. Scroll bars are
// named by their role; the text input inside a spin box or combo box by its control.
Kind kindOf(const QQuickItem *item)
{
    if (item->inherits("QQuickScrollBar") || item->inherits("QQuickScrollIndicator"))
        return Kind::None;
    if (item->inherits("DeclarativeChart") || item->inherits("QtCharts::DeclarativeChart"))
        return Kind::Chart;
    if (item->inherits("QQuickTableView"))
        return Kind::Table;
    // A list of its own; the list inside a menu, combo box or tab bar belongs to that.
    if (item->inherits("QQuickListView"))
        return hasAncestor(item, "QQuickPopupItem") || hasAncestor(item, "QQuickContainer") ? Kind::None
                                                                                            : Kind::Control;
    // Menus and dialogs (QQuickPopupItem) are named by their title, checked in walkPopups.
    for (const char *control : {"QQuickAbstractButton", "QQuickSlider", "QQuickRangeSlider", "QQuickSpinBox",
                                "QQuickComboBox", "QQuickDial", "QQuickTabBar"}) {
        if (item->inherits(control))
            return Kind::Control;
    }
    if (item->inherits("QQuickTextInput") || item->inherits("QQuickTextEdit")) {
        if (item->property("readOnly").toBool() || hasAncestor(item, "QQuickSpinBox")
            || hasAncestor(item, "QQuickComboBox"))
            return Kind::None;
        return Kind::Control;
    }
    return Kind::None;
}

// Every interface below `iface` in the accessibility tree, as a screen reader walks it.
void collectInterfaces(QAccessibleInterface *iface, QList<QAccessibleInterface *> &out)
{
    for (int index = 0; iface && index < iface->childCount(); ++index) {
        QAccessibleInterface *child = iface->child(index);
        if (!child)
            continue;
        out.append(child);
        collectInterfaces(child, out);
    }
}

// The interface below the window with this role and name, as a screen reader finds it.
QAccessibleInterface *findInterface(QQuickWindow *window, QAccessible::Role role, const QString &name)
{
    QList<QAccessibleInterface *> interfaces;
    collectInterfaces(QAccessible::queryAccessibleInterface(window), interfaces);
    for (QAccessibleInterface *iface : std::as_const(interfaces)) {
        if (iface->role() == role && iface->text(QAccessible::Name) == name)
            return iface;
    }
    return nullptr;
}

// Whether a user sees the item: visible, and neither it nor an ancestor fully transparent.
bool isShown(const QQuickItem *item)
{
    if (!item->isVisible())
        return false;
    for (const QQuickItem *it = item; it; it = it->parentItem()) {
        if (qFuzzyIsNull(it->opacity()))
            return false;
    }
    return true;
}

// The letters a text marks with "&" (a literal "&&" marks none).
QStringList mnemonicsOf(const QString &text)
{
    QStringList letters;
    QString rest = text;
    rest.replace(QStringLiteral("&&"), QString());
    for (qsizetype at = rest.indexOf(QLatin1Char('&')); at >= 0 && at + 1 < rest.size();
         at = rest.indexOf(QLatin1Char('&'), at + 1))
        letters.append(rest.at(at + 1).toLower());
    return letters;
}

QString describe(const QQuickItem *item)
{
    const QString name = item->objectName().isEmpty() ? QStringLiteral("(no objectName)") : item->objectName();
    return QStringLiteral("%1 [%2]").arg(name, QString::fromLatin1(item->metaObject()->className()));
}
} // namespace

class TestAccessibility : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void announcerSpeaksOnceWithTheSettledText();
    void everyControlChartAndTableIsNamedInEachLanguage();
    void labAnnouncesItsSteps_data();
    void labAnnouncesItsSteps();
    void throttlingAnnouncesItsDay_data();
    void throttlingAnnouncesItsDay();
    void accessibleActionsDoWhatAClickOrKeyDoes();
    void pressThroughAccessibilityRunsTheLab();
    void onlyWhatIsShownIsExposed();
    void aScreenReaderThatStartsLateGetsTheSameTree();
    void lessonListIsReadInTeachingOrder();
    void menusHaveMenuRolesAndOneMnemonicPerLetter();
    void failsOnPurpose();

private:
    QQuickItem *page() const;
    QQuickItem *pageItem(const QString &objectName) const;
    void openPage(const QString &lessonId);
    QStringList hiddenButExposed(const QString &lessonId) const;
    void setLanguage(const QString &code);
    void click(const QString &objectName);
    QStringList walk(QQuickItem *root, const QString &where, const QString &language);
    QStringList walkPopups(const QString &language);
    QStringList checkActions(QQuickItem *control, const QString &where);

    std::unique_ptr<QQmlApplicationEngine> m_engine;
    QQuickWindow *m_window = nullptr;
    // English names seen per page, to catch names that stay English after a switch.
    QHash<QString, QSet<QString>> m_englishNames;
    QString m_currentPlace;
    // Per language: texts that are rightly the same as in English.
    QHash<QString, QSet<QString>> m_sameAsEnglish;
};

void TestAccessibility::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    AppRunner::configureQuick();
    // As when a screen reader runs: Qt Quick Controls give their items roles and
    // actions only while accessibility is on.
    QAccessible::setActive(true);

    QFile allowList(QStringLiteral(HOTSPOT_SOURCE_DIR "/i18n/same-as-source.txt"));
    QVERIFY(allowList.open(QIODevice::ReadOnly | QIODevice::Text));
    while (!allowList.atEnd()) {
        const QString line = QString::fromUtf8(allowList.readLine()).chopped(1);
        if (line.startsWith(QLatin1Char('#')) || !line.contains(QLatin1Char('\t')))
            continue;
        m_sameAsEnglish[line.section(QLatin1Char('\t'), 0, 0)].insert(line.section(QLatin1Char('\t'), 1));
    }
}

void TestAccessibility::init()
{
    m_engine = std::make_unique<QQmlApplicationEngine>();
    m_window = TestSupport::showMainWindow(*m_engine);
    QVERIFY(m_window);
    // setActive() only tells the observers that exist (offscreen, QAccessible::isActive()
    // stays false), so tell the new window's, as a screen reader's bridge does at start.
    QAccessible::setActive(true);
    // The Language menu names every language in that language, whatever the app's one.
    const auto languages = singletonOf<LanguageService>(*m_engine, "LanguageService")->languages();
    for (const QVariant &language : languages) {
        const QString ownName = language.toMap().value(QStringLiteral("name")).toString();
        m_sameAsEnglish[QStringLiteral("de")].insert(ownName);
        m_sameAsEnglish[QStringLiteral("id")].insert(ownName);
    }
}

void TestAccessibility::cleanup()
{
    m_window = nullptr;
    TestSupport::tearDownMainWindow(m_engine);
}

void TestAccessibility::failsOnPurpose()
{
    HOTSPOT_SKIP_UNLESS_FAILING_ON_PURPOSE();
    TestSupport::failWithTheWindowInUse(*m_engine, m_window);
}

QQuickItem *TestAccessibility::page() const
{
    return TestSupport::currentPage(*m_engine, m_window);
}

QQuickItem *TestAccessibility::pageItem(const QString &objectName) const
{
    return findItem(page(), objectName);
}

void TestAccessibility::openPage(const QString &lessonId)
{
    auto *navigator = singletonOf<LessonNavigator>(*m_engine, "LessonNavigator");
    QVERIFY(navigator->open(lessonId));
    QTRY_VERIFY(page());
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
    QTest::qWait(50);
}

void TestAccessibility::setLanguage(const QString &code)
{
    QVERIFY(singletonOf<LanguageService>(*m_engine, "LanguageService")->setLanguage(code));
    QCoreApplication::processEvents();
    QTest::qWait(20);
}

void TestAccessibility::click(const QString &objectName)
{
    QQuickItem *item = pageItem(objectName);
    QVERIFY2(item, qPrintable(objectName));
    QVERIFY2(item->isEnabled() && item->isVisible(), qPrintable(objectName));
    // The same signal a mouse click or Space emits; the page may be scrolled anywhere.
    QVERIFY(QMetaObject::invokeMethod(item, "clicked"));
}

QStringList TestAccessibility::walk(QQuickItem *root, const QString &where, const QString &language)
{
    QStringList failures;
    if (!root || !root->isVisible())
        return failures;
    const Kind kind = kindOf(root);
    if (kind != Kind::None) {
        QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(root);
        const QString name = iface ? iface->text(QAccessible::Name).trimmed() : QString();
        const QString description = iface ? iface->text(QAccessible::Description).trimmed() : QString();
        const QString prefix = QStringLiteral("%1 [%2]: %3").arg(where, language, describe(root));
        if (name.isEmpty()) {
            failures.append(prefix + QStringLiteral(" has no accessible name"));
        } else if (language == QLatin1String("en")) {
            m_englishNames[where].insert(name);
        } else if (m_englishNames.value(where).contains(name) && !m_sameAsEnglish.value(language).contains(name)
                   && name.contains(QRegularExpression(QStringLiteral("[A-Za-z]{3,}")))) {
            failures.append(prefix + QStringLiteral(" is still named in English: \"%1\"").arg(name));
        }
        if ((kind == Kind::Chart || kind == Kind::Table) && description.isEmpty())
            failures.append(prefix + QStringLiteral(" has no accessible description"));
    }
    const auto children = root->childItems();
    for (QQuickItem *child : children)
        failures += walk(child, where, language);
    return failures;
}

// The menus and the dialogs, each opened in turn. The dialogs are made the first time a
// class asks for one (on a lesson page: the Start page has nothing to export).
QStringList TestAccessibility::walkPopups(const QString &language)
{
    QStringList failures;
    if (!m_window->findChild<QObject *>(QStringLiteral("aboutDialog"))) {
        const QString unmade = TestSupport::makeEveryDialog(m_window);
        if (!unmade.isEmpty())
            failures.append(unmade);
    }
    QList<QObject *> popups;
    const auto objects = m_window->findChildren<QObject *>();
    for (QObject *object : objects) {
        if (object->inherits("QQuickMenu") || object->inherits("QQuickDialog"))
            popups.append(object);
    }
    if (popups.size() < 9)
        failures.append(QStringLiteral("expected four menus and five dialogs, found %1").arg(popups.size()));
    for (int index = 0; index < popups.size(); ++index) {
        QObject *popup = popups.at(index);
        // Keyed by the popup's position, so that the names of the languages match up.
        const QString key = QStringLiteral("popup %1").arg(index);
        // Qt makes a menu's or dialog's title its accessible name.
        const QString title = popup->property("title").toString().remove(QLatin1Char('&'));
        const QString prefix = QStringLiteral("%1 [%2]: %3").arg(key, language, title);
        if (title.isEmpty())
            failures.append(prefix + QStringLiteral(" has no title (its accessible name)"));
        else if (language == QLatin1String("en"))
            m_englishNames[key].insert(title);
        else if (m_englishNames.value(key).contains(title) && !m_sameAsEnglish.value(language).contains(title))
            failures.append(prefix + QStringLiteral(" is still titled in English"));

        QMetaObject::invokeMethod(popup, "open");
        if (!QTest::qWaitFor([popup] { return popup->property("opened").toBool(); })) {
            failures.append(prefix + QStringLiteral(" did not open"));
            continue;
        }
        auto *content = popup->property("contentItem").value<QQuickItem *>();
        failures += walk(content ? content->parentItem() : nullptr, key, language);
        QMetaObject::invokeMethod(popup, "close");
        if (!QTest::qWaitFor([popup] { return !popup->property("visible").toBool(); }))
            failures.append(prefix + QStringLiteral(" did not close"));
    }
    return failures;
}

void TestAccessibility::announcerSpeaksOnceWithTheSettledText()
{
    LiveAnnouncer announcer;
    QSignalSpy announcedSpy(&announcer, &LiveAnnouncer::announced);
    announcer.setText(QStringLiteral("first"));
    announcer.announce();
    // Several calls in one go give one announcement, with the text as it is afterwards.
    announcer.announce();
    announcer.setText(QStringLiteral("second"));
    QCOMPARE(announcedSpy.count(), 0);
    QTRY_COMPARE(announcedSpy.count(), 1);
    QCOMPARE(announcedSpy.constFirst().constFirst().toString(), QStringLiteral("second"));
    QCOMPARE(announcer.lastAnnouncement(), QStringLiteral("second"));
    QCOMPARE(announcer.announcementCount(), 1);
    // A changed text alone is no announcement; an empty one is never announced.
    announcer.setText(QStringLiteral("third"));
    announcer.setText(QString());
    announcer.announce();
    QTest::qWait(20);
    QCOMPARE(announcedSpy.count(), 1);
    QCOMPARE(announcer.lastAnnouncement(), QStringLiteral("second"));
}

void TestAccessibility::everyControlChartAndTableIsNamedInEachLanguage()
{
    LessonCatalog catalog;
    QStringList failures;
    int checkedPages = 0;
    for (int row = 0; row < catalog.rowCount(); ++row) {
        const QString lessonId = catalog.index(row).data(LessonCatalog::LessonIdRole).toString();
        openPage(lessonId);
        for (const QString &language : {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("id")}) {
            setLanguage(language);
            failures += walk(m_window->contentItem(), QStringLiteral("page %1").arg(lessonId), language);
            // On the first lesson page: the Start page has nothing to export.
            if (row == 1)
                failures += walkPopups(language);
        }
        // "Try a fix" is built when its tab first opens: walked as a part of its own.
        if (lessonId == QLatin1String("lab")) {
            setLanguage(QStringLiteral("en"));
            QVERIFY(TestSupport::showLabFixPart(m_window, page()));
            for (const QString &language : {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("id")}) {
                setLanguage(language);
                failures += walk(m_window->contentItem(), QStringLiteral("page lab, Try a fix"), language);
            }
        }
        setLanguage(QStringLiteral("en"));
        ++checkedPages;
    }
    QCOMPARE(checkedPages, 6);
    // The walk must have seen the kinds it checks, or it checks nothing.
    const QSet<QString> labNames = m_englishNames.value(QStringLiteral("page lab"));
    QVERIFY(labNames.contains(QStringLiteral("Share of all requests received in this run")));
    QVERIFY(labNames.contains(QStringLiteral("Requests per partition")));
    QVERIFY(labNames.contains(QStringLiteral("Reset run")));
    const QSet<QString> fixNames = m_englishNames.value(QStringLiteral("page lab, Try a fix"));
    QVERIFY(fixNames.contains(QStringLiteral("Requests per partition with the fix")));
    QVERIFY(fixNames.contains(QStringLiteral("Cache reads")));
    for (const QString &failure : std::as_const(failures))
        qWarning().noquote() << failure;
    QVERIFY2(failures.isEmpty(),
             qPrintable(QStringLiteral("%1 items without a proper accessible name or "
                                       "description, listed above")
                            .arg(failures.size())));
}

void TestAccessibility::labAnnouncesItsSteps_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("afterBatch");
    QTest::addColumn<QString>("afterDrain");
    QTest::addColumn<QString>("afterReset");
    QTest::addColumn<QString>("chartDescription");

    QTest::newRow("en") << QStringLiteral("en")
                        << QStringLiteral("Batch sent, step 1 done. Waiting: 6 at P0, 0 at P1, and 0 at P2.")
                        << QStringLiteral("Drain step done, step 2. Waiting: 2 at P0, 0 at P1, and 0 at P2.")
                        << QStringLiteral("Run reset: all counters are zero and every queue is empty.")
                        << QStringLiteral("P0 received 10 of 12 requests (83%), P1 received 1 of 12 requests (8%), "
                                          "and P2 received 1 of 12 requests (8%)");
    QTest::newRow("de")
        << QStringLiteral("de")
        << QStringLiteral("Stapel gesendet, Schritt 1 ausgeführt. Wartend: 6 bei P0, 0 bei P1 und 0 bei P2.")
        << QStringLiteral("Abbauschritt ausgeführt, Schritt 2. Wartend: 2 bei P0, 0 bei P1 und 0 bei P2.")
        << QStringLiteral("Lauf zurückgesetzt: Alle Zähler stehen auf null und jede Warteschlange ist leer.")
        << QStringLiteral(
               "P0 hat 10 von 12 Anfragen erhalten (83\u00a0%), P1 hat 1 von 12 Anfragen erhalten (8\u00a0%) "
               "und P2 hat 1 von 12 Anfragen erhalten (8\u00a0%)");
}

void TestAccessibility::labAnnouncesItsSteps()
{
    QFETCH(QString, language);
    QFETCH(QString, afterBatch);
    QFETCH(QString, afterDrain);
    QFETCH(QString, afterReset);
    QFETCH(QString, chartDescription);

    openPage(QStringLiteral("lab"));
    setLanguage(language);
    QQuickItem *status = pageItem(QStringLiteral("labStatus"));
    QVERIFY(status);
    auto *announcer = status->property("announcer").value<LiveAnnouncer *>();
    QVERIFY(announcer);
    QCOMPARE(announcer->announcementCount(), 0);
    QSignalSpy announcedSpy(announcer, &LiveAnnouncer::announced);

    // The hot-key profile with key 0: P0 gets 10 of 12 requests and finishes 4.
    click(QStringLiteral("labProfileHot"));
    QTRY_COMPARE(announcer->announcementCount(), 1);

    const auto expectAnnouncement = [&](const QString &expected, qint64 count) {
        QTRY_COMPARE(announcer->announcementCount(), count);
        QCOMPARE(announcer->lastAnnouncement(), expected);
        // Shown on the page, too.
        QCOMPARE(status->property("text").toString(), expected);
        QCOMPARE(announcedSpy.constLast().constFirst().toString(), expected);
        // The accessible name a screen reader reads with the alert.
        QCOMPARE(QAccessible::queryAccessibleInterface(announcer)->text(QAccessible::Name), expected);
        QCOMPARE(QAccessible::queryAccessibleInterface(announcer)->role(), QAccessible::AlertMessage);
    };

    click(QStringLiteral("labSendButton"));
    expectAnnouncement(afterBatch, 2);
    QQuickItem *chart = pageItem(QStringLiteral("labShareChart"));
    QVERIFY(chart);
    QCOMPARE(QAccessible::queryAccessibleInterface(chart)->text(QAccessible::Description), chartDescription);

    click(QStringLiteral("labDrainButton"));
    expectAnnouncement(afterDrain, 3);
    click(QStringLiteral("labResetButton"));
    expectAnnouncement(afterReset, 4);

    // A language switch retranslates the line but announces nothing.
    setLanguage(language == QLatin1String("en") ? QStringLiteral("id") : QStringLiteral("en"));
    QTest::qWait(50);
    QCOMPARE(announcer->announcementCount(), 4);
    QVERIFY(status->property("text").toString() != afterReset);
}

void TestAccessibility::throttlingAnnouncesItsDay_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("started");
    QTest::addColumn<QString>("dayFinished");

    QTest::newRow("en") << QStringLiteral("en") << QStringLiteral("Minute 76: throttling started.")
                        << QStringLiteral("Simulated day 1 finished at minute 1,440. Writes are not delayed.");
    QTest::newRow("id") << QStringLiteral("id") << QStringLiteral("Menit ke-76: throttling dimulai.")
                        << QStringLiteral("Hari simulasi ke-1 selesai pada menit ke-1.440. Penulisan tidak ditunda.");
}

void TestAccessibility::throttlingAnnouncesItsDay()
{
    QFETCH(QString, language);
    QFETCH(QString, started);
    QFETCH(QString, dayFinished);

    openPage(QStringLiteral("throttling"));
    setLanguage(language);
    QQuickItem *status = pageItem(QStringLiteral("throttleStatus"));
    QVERIFY(status);
    auto *announcer = status->property("announcer").value<LiveAnnouncer *>();
    QVERIFY(announcer);

    // Sustained ingestion: the 2-hour average passes 50% after minute 75.
    QTest::qWait(50);
    const qint64 beforePreset = announcer->announcementCount();
    click(QStringLiteral("preset_sustained"));
    QTRY_COMPARE(announcer->announcementCount(), beforePreset + 1);
    const qint64 afterPreset = announcer->announcementCount();
    click(QStringLiteral("hourButton"));
    QTest::qWait(50);
    QCOMPARE(announcer->announcementCount(), afterPreset); // nothing notable in the first hour
    click(QStringLiteral("hourButton"));
    QTRY_COMPARE(announcer->announcementCount(), afterPreset + 1);
    QVERIFY2(announcer->lastAnnouncement().startsWith(started + QLatin1Char(' ')),
             qPrintable(announcer->lastAnnouncement()));
    QCOMPARE(status->property("text").toString(), announcer->lastAnnouncement());

    // The rest of the day, an hour at a time: the last announcement is the day's end.
    for (int hour = 2; hour < 24; ++hour) {
        click(QStringLiteral("hourButton"));
        QCoreApplication::processEvents();
    }
    QTRY_COMPARE(announcer->lastAnnouncement(), dayFinished);
    QCOMPARE(QAccessible::queryAccessibleInterface(announcer)->text(QAccessible::Name), dayFinished);
}

// What assistive technology's actions on one control do: Press emits clicked() once (as a
// click does, also for a toggle), Increase and Decrease move a slider or spin box one step
// and emit the signal a key press emits, Press opens a combo box's list.
QStringList TestAccessibility::checkActions(QQuickItem *control, const QString &where)
{
    QStringList failures;
    QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(control);
    QAccessibleActionInterface *actions = iface ? iface->actionInterface() : nullptr;
    const QString prefix = QStringLiteral("%1: %2 \"%3\"")
                               .arg(where, describe(control), iface ? iface->text(QAccessible::Name) : QString());
    if (!actions)
        return {prefix + QStringLiteral(" offers no accessible actions")};
    const QStringList names = actions->actionNames();
    if (control->inherits("QQuickAbstractButton")) {
        for (const QString &action :
             {QAccessibleActionInterface::pressAction(), QAccessibleActionInterface::toggleAction()}) {
            if (action == QAccessibleActionInterface::toggleAction() && !names.contains(action))
                continue;
            if (!names.contains(action)) {
                failures.append(prefix + QStringLiteral(" offers no %1 action").arg(action));
                continue;
            }
            QSignalSpy clicked(control, SIGNAL(clicked()));
            actions->doAction(action);
            if (clicked.count() != 1)
                failures.append(
                    prefix
                    + QStringLiteral(": %1 emitted clicked() %2 times, a click once").arg(action).arg(clicked.count()));
            // The press may have opened a menu or dialog, or the page may be gone.
            TestSupport::closePopups(m_window);
            if (!control->isVisible() || !control->isEnabled())
                break;
        }
    } else if (control->inherits("QQuickSlider") || control->inherits("QQuickSpinBox")) {
        const char *signal = control->inherits("QQuickSlider") ? SIGNAL(moved()) : SIGNAL(valueModified());
        const double from = control->property("from").toDouble();
        const double to = control->property("to").toDouble();
        const double before = control->property("value").toDouble();
        // Away from the end that has room first, then back.
        const bool upFirst = before < qMax(from, to);
        const QString first =
            upFirst ? QAccessibleActionInterface::increaseAction() : QAccessibleActionInterface::decreaseAction();
        const QString second =
            upFirst ? QAccessibleActionInterface::decreaseAction() : QAccessibleActionInterface::increaseAction();
        QSignalSpy changed(control, signal);
        actions->doAction(first);
        const double moved = control->property("value").toDouble();
        if (qFuzzyCompare(moved, before) || (moved > before) != upFirst || changed.count() != 1)
            failures.append(prefix
                            + QStringLiteral(": %1 went from %2 to %3 with %4 signals")
                                  .arg(first)
                                  .arg(before)
                                  .arg(moved)
                                  .arg(changed.count()));
        actions->doAction(second);
        if (!qFuzzyCompare(control->property("value").toDouble(), before) || changed.count() != 2)
            failures.append(prefix + QStringLiteral(": %1 did not go back to %2").arg(second).arg(before));
    } else if (control->inherits("QQuickComboBox")) {
        auto *popup = control->property("popup").value<QObject *>();
        actions->doAction(QAccessibleActionInterface::pressAction());
        if (!popup || !QTest::qWaitFor([popup] { return popup->property("opened").toBool(); }))
            failures.append(prefix + QStringLiteral(": Press did not open its list"));
        TestSupport::closePopups(m_window);
    }
    return failures;
}

void TestAccessibility::accessibleActionsDoWhatAClickOrKeyDoes()
{
    QStringList failures;
    QHash<QString, int> checked;
    QSet<QString> checkedNames;
    for (const QString &lessonId : LessonCatalog::lessonIds()) {
        // The page's operable controls in tree order, the button to the next lesson last (it
        // leaves the page).
        const auto collectControls = [this] {
            QList<QPointer<QQuickItem>> controls;
            std::function<void(QQuickItem *)> collect = [&](QQuickItem *item) {
                if (!item->isVisible())
                    return;
                const bool operable = item->inherits("QQuickAbstractButton") || item->inherits("QQuickSlider")
                    || item->inherits("QQuickSpinBox") || item->inherits("QQuickComboBox");
                if (operable && item->isEnabled() && !hasAncestor(item, "QQuickPopupItem")) {
                    controls.append(item);
                }
                const auto children = item->childItems();
                for (QQuickItem *child : children)
                    collect(child);
            };
            collect(page());
            // Tabs after the page's other controls, as each shows other controls; the
            // button to the next lesson last.
            std::stable_partition(controls.begin(), controls.end(),
                                  [](const QPointer<QQuickItem> &item) { return !item->inherits("QQuickTabButton"); });
            std::stable_partition(controls.begin(), controls.end(), [](const QPointer<QQuickItem> &item) {
                return item->objectName() != QLatin1String("nextLessonButton");
            });
            return controls;
        };
        openPage(lessonId);
        QList<QPointer<QQuickItem>> controls = collectControls();
        // A tab shows other controls (the lab's "Try a fix" builds them when it first opens):
        // they are checked next, before the tabs still to come.
        const auto addControlsShownBy = [&](qsizetype tabIndex) {
            qsizetype at = tabIndex + 1;
            for (const QPointer<QQuickItem> &shown : collectControls()) {
                if (!shown->inherits("QQuickTabButton") && !controls.contains(shown))
                    controls.insert(at++, shown);
            }
        };
        for (qsizetype i = 0; i < controls.size(); ++i) {
            // An earlier press may have opened another lesson: come back to this one. Its
            // page is built anew (LessonNavigator.builtLesson), with the same controls.
            if (singletonOf<LessonNavigator>(*m_engine, "LessonNavigator")->currentLesson() != lessonId) {
                openPage(lessonId);
                controls = collectControls();
                if (i >= controls.size())
                    break;
            }
            const QPointer<QQuickItem> control = controls.at(i);
            if (!control || !control->isVisible() || !control->isEnabled())
                continue;
            failures += checkActions(control, QStringLiteral("page %1").arg(lessonId));
            ++checked[lessonId];
            if (control)
                checkedNames.insert(control->objectName());
            if (control && control->inherits("QQuickTabButton"))
                addControlsShownBy(i);
        }
    }
    for (const QString &failure : std::as_const(failures))
        qWarning().noquote() << failure;
    QVERIFY2(failures.isEmpty(),
             qPrintable(QStringLiteral("%1 accessible actions do not act, listed above").arg(failures.size())));
    // The walk met the controls it is about: the start page's lesson buttons, the lab's
    // actions, chips and profiles, the explorer's spin boxes, the sliders.
    QVERIFY2(checked.value(QStringLiteral("start")) >= 4, qPrintable(QString::number(checked.value("start"))));
    QVERIFY2(checked.value(QStringLiteral("lab")) >= 18, qPrintable(QString::number(checked.value("lab"))));
    // And the controls a tab shows: the lab's "Try a fix", built when its tab opened.
    QVERIFY(checkedNames.contains(QStringLiteral("fixChoice1")));
    QVERIFY2(checked.value(QStringLiteral("keys-vs-load")) >= 8,
             qPrintable(QString::number(checked.value("keys-vs-load"))));
    QVERIFY2(checked.value(QStringLiteral("subkeys")) >= 3, qPrintable(QString::number(checked.value("subkeys"))));
    QVERIFY2(checked.value(QStringLiteral("detect")) >= 10, qPrintable(QString::number(checked.value("detect"))));
    QVERIFY2(checked.value(QStringLiteral("throttling")) >= 6,
             qPrintable(QString::number(checked.value("throttling"))));
}

// The end-to-end case of the issue: "Send 12 requests + step" pressed by a screen reader
// runs the lab as a click does; a key chip pressed so becomes the hot key.
void TestAccessibility::pressThroughAccessibilityRunsTheLab()
{
    openPage(QStringLiteral("lab"));
    QObject *lab = TestSupport::lessonModel(page(), QStringLiteral("partitionLab"));
    QVERIFY(lab);
    // False when the item offers no accessible actions, so the test stops there.
    const auto press = [this](const QString &objectName) {
        QQuickItem *item = pageItem(objectName);
        QAccessibleInterface *iface = item ? QAccessible::queryAccessibleInterface(item) : nullptr;
        QAccessibleActionInterface *actions = iface ? iface->actionInterface() : nullptr;
        if (!actions) {
            qWarning().noquote() << objectName << "offers no accessible actions";
            return false;
        }
        actions->doAction(QAccessibleActionInterface::pressAction());
        return true;
    };
    QVERIFY(press(QStringLiteral("labProfileHot")));
    QCOMPARE(lab->property("profile").toInt(), 1);
    QVERIFY(press(QStringLiteral("labKeyChip_4")));
    QCOMPARE(lab->property("hotKey").toInt(), 4);
    QVERIFY(press(QStringLiteral("labSendButton")));
    QCOMPARE(lab->property("totalReceived").toLongLong(), 12);
    QCOMPARE(lab->property("stepCount").toLongLong(), 1);
    // 10 of 12 reach P1, which finishes 4: 6 wait.
    QCOMPARE(lab->property("totalWaiting").toLongLong(), 6);
    QVERIFY(press(QStringLiteral("labDrainButton")));
    QCOMPARE(lab->property("totalWaiting").toLongLong(), 2);
    QVERIFY(press(QStringLiteral("labResetButton")));
    QCOMPARE(lab->property("stepCount").toLongLong(), 0);
}

// What of the open page is hidden and yet in the accessibility tree.
QStringList TestAccessibility::hiddenButExposed(const QString &lessonId) const
{
    QStringList failures;
    QList<QAccessibleInterface *> interfaces;
    collectInterfaces(QAccessible::queryAccessibleInterface(m_window), interfaces);
    for (QAccessibleInterface *iface : std::as_const(interfaces)) {
        auto *item = qobject_cast<QQuickItem *>(iface->object());
        if (item && !isShown(item))
            failures.append(QStringLiteral("page %1: hidden %2 \"%3\" is exposed")
                                .arg(lessonId, describe(item), iface->text(QAccessible::Name)));
    }
    return failures;
}

// Only what a user sees is in the accessibility tree: no hidden button (the guide's
// "Next step" before it applies), no transparent label (a chip's "hot key" tag).
void TestAccessibility::onlyWhatIsShownIsExposed()
{
    QStringList failures;
    for (const QString &lessonId : LessonCatalog::lessonIds()) {
        openPage(lessonId);
        failures += hiddenButExposed(lessonId);
    }
    for (const QString &failure : std::as_const(failures))
        qWarning().noquote() << failure;
    QVERIFY2(failures.isEmpty(), qPrintable(QStringLiteral("%1 hidden items exposed").arg(failures.size())));
}

// A screen reader usually starts after the app. The hidden items are watched only from
// then on (nobody reads the tree before), and the tree it gets is the same.
void TestAccessibility::aScreenReaderThatStartsLateGetsTheSameTree()
{
    m_window = nullptr;
    TestSupport::tearDownMainWindow(m_engine);
    QAccessible::setActive(false);
    const auto activeAgain = qScopeGuard([] { QAccessible::setActive(true); });
    m_engine = std::make_unique<QQmlApplicationEngine>();
    m_window = TestSupport::showMainWindow(*m_engine);
    QVERIFY(m_window);
    openPage(QStringLiteral("lab"));
    QQuickItem *nextStep = pageItem(QStringLiteral("labGuideNext"));
    if (!nextStep)
        QFAIL("the lab guide's Next step button is missing");
    QVERIFY(!nextStep->isVisible());

    QAccessible::setActive(true);
    QTest::qWait(50);
    QStringList failures = hiddenButExposed(QStringLiteral("lab"));
    // Changes after the start are followed too: another page, then the lab again.
    openPage(QStringLiteral("throttling"));
    failures += hiddenButExposed(QStringLiteral("throttling"));
    openPage(QStringLiteral("lab"));
    failures += hiddenButExposed(QStringLiteral("lab"));
    for (const QString &failure : std::as_const(failures))
        qWarning().noquote() << failure;
    QVERIFY2(failures.isEmpty(), qPrintable(QStringLiteral("%1 hidden items exposed").arg(failures.size())));
}

// A screen reader lists the lessons in teaching order whichever lesson is open, as a list
// of entries that each can be pressed.
void TestAccessibility::lessonListIsReadInTeachingOrder()
{
    LessonCatalog catalog;
    QStringList expected;
    for (int row = 0; row < catalog.rowCount(); ++row) {
        const QModelIndex index = catalog.index(row);
        const int number = index.data(LessonCatalog::LessonNumberRole).toInt();
        const QString title = index.data(LessonCatalog::TitleRole).toString();
        expected.append(number == 0 ? title : QStringLiteral("%1. %2").arg(number).arg(title));
    }
    const QStringList lessons = LessonCatalog::lessonIds();
    for (const QString &lessonId : {lessons.at(2), lessons.constLast(), lessons.at(1)}) {
        openPage(lessonId);
        QAccessibleInterface *list = findInterface(m_window, QAccessible::List, QStringLiteral("Lessons"));
        if (!list)
            QFAIL(qPrintable(QStringLiteral("no lesson list on ") + lessonId));
        QStringList read;
        for (int index = 0; index < list->childCount(); ++index) {
            QAccessibleInterface *entry = list->child(index);
            QVERIFY(entry);
            QCOMPARE(entry->role(), QAccessible::ListItem);
            QAccessibleActionInterface *actions = entry->actionInterface();
            QVERIFY(actions);
            QVERIFY(actions->actionNames().contains(QAccessibleActionInterface::pressAction()));
            QCOMPARE(entry->state().selected, index == lessons.indexOf(lessonId));
            read.append(entry->text(QAccessible::Name));
        }
        QCOMPARE(read, expected);
    }
    // Pressing an entry opens its lesson.
    QAccessibleInterface *start = findInterface(m_window, QAccessible::ListItem, expected.constFirst());
    QAccessibleActionInterface *startActions = start ? start->actionInterface() : nullptr;
    if (!startActions)
        QFAIL("the Start entry offers no accessible actions");
    startActions->doAction(QAccessibleActionInterface::pressAction());
    QCOMPARE(singletonOf<LessonNavigator>(*m_engine, "LessonNavigator")->currentLesson(), lessons.constFirst());
}

// The menu bar's entries are menus (not a second menu bar); Alt+letter picks one menu in
// the bar and one entry in an open menu, in every language.
void TestAccessibility::menusHaveMenuRolesAndOneMnemonicPerLetter()
{
    auto *bar = m_window->property("menuBar").value<QQuickItem *>();
    QVERIFY(bar);
    QList<QObject *> menus;
    const auto objects = bar->findChildren<QObject *>();
    for (QObject *object : objects) {
        if (object->inherits("QQuickMenu"))
            menus.append(object);
    }
    QCOMPARE(menus.size(), 4); // File, Language, View, Help
    QStringList failures;
    for (const QString &language : LanguageService::supportedLanguages()) {
        setLanguage(language);
        QAccessibleInterface *barIface = QAccessible::queryAccessibleInterface(bar);
        QVERIFY(barIface);
        QCOMPARE(barIface->role(), QAccessible::MenuBar);
        QCOMPARE(barIface->childCount(), menus.size());
        QStringList titles;
        for (int index = 0; index < barIface->childCount(); ++index) {
            QAccessibleInterface *entry = barIface->child(index);
            QVERIFY(entry);
            // Qt 6.4 gives the bar's entries the bar's own role, whatever QML sets
            // (docs/qt-6.4-limits.md); a newer Qt that says MenuItem fails here on purpose.
            QCOMPARE(entry->role(), QAccessible::MenuBar);
            QAccessibleActionInterface *entryActions = entry->actionInterface();
            QVERIFY(entryActions);
            QVERIFY(entryActions->actionNames().contains(QAccessibleActionInterface::pressAction()));
            QVERIFY(!entry->text(QAccessible::Name).contains(QLatin1Char('&')));
        }
        for (QObject *menu : std::as_const(menus))
            titles.append(menu->property("title").toString());
        QList<QStringList> groups {titles};
        for (QObject *menu : std::as_const(menus)) {
            QStringList texts;
            const int count = menu->property("count").toInt();
            for (int index = 0; index < count; ++index) {
                QQuickItem *item = nullptr;
                QMetaObject::invokeMethod(menu, "itemAt", Q_RETURN_ARG(QQuickItem *, item), Q_ARG(int, index));
                if (item && item->inherits("QQuickMenuItem")) {
                    texts.append(item->property("text").toString());
                    QAccessibleInterface *itemIface = QAccessible::queryAccessibleInterface(item);
                    QCOMPARE(itemIface->role(), QAccessible::MenuItem);
                    QVERIFY(!itemIface->text(QAccessible::Name).contains(QLatin1Char('&')));
                }
            }
            if (menu->property("title").toString() != titles.constFirst())
                QVERIFY2(!texts.isEmpty(), qPrintable(menu->property("title").toString()));
            groups.append(texts);
        }
        for (const QStringList &group : std::as_const(groups)) {
            QHash<QString, QString> seen;
            for (const QString &text : group) {
                for (const QString &letter : mnemonicsOf(text)) {
                    if (seen.contains(letter))
                        failures.append(QStringLiteral("%1: Alt+%2 in both \"%3\" and \"%4\"")
                                            .arg(language, letter.toUpper(), seen.value(letter), text));
                    seen.insert(letter, text);
                }
            }
        }
    }
    for (const QString &failure : std::as_const(failures))
        qWarning().noquote() << failure;
    QVERIFY2(failures.isEmpty(), qPrintable(QStringLiteral("%1 mnemonics used twice").arg(failures.size())));

    // Press on a bar entry opens its menu, as a click does.
    QAccessibleInterface *firstEntry = QAccessible::queryAccessibleInterface(bar)->child(0);
    QAccessibleActionInterface *firstActions = firstEntry ? firstEntry->actionInterface() : nullptr;
    if (!firstActions)
        QFAIL("the first menu bar entry offers no accessible actions");
    firstActions->doAction(QAccessibleActionInterface::pressAction());
    QTRY_VERIFY(menus.constFirst()->property("opened").toBool());
    QVERIFY(TestSupport::closePopups(m_window));
}

QTEST_MAIN(TestAccessibility)
#include "tst_accessibility.moc"
