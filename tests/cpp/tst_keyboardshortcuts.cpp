// KeyboardShortcuts: the one list of keys behind the Shortcut items and the Keyboard help
// dialog; and the lesson navigation those shortcuts drive.
#include "TestSupport.h"
#include "app/KeyboardShortcuts.h"
#include "i18n/LanguageService.h"
#include "lessons/catalog/LessonCatalog.h"
#include "lessons/catalog/LessonNavigator.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QtTest>

class TestKeyboardShortcuts : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanup();

    void isAValidModel();
    void everyEntryHasKeysAndActionInEveryLanguage();
    void sequencesOfTheRealShortcuts();
    void refusesUnknownIds();
    void listsOnlyKnownSequences();
    void followsALanguageSwitch();
    void navigatorOpensNextAndPreviousLesson();

private:
    QString keysOf(const KeyboardShortcuts &shortcuts, const QString &id) const;
    LanguageService *m_language = nullptr;
};

void TestKeyboardShortcuts::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    m_language = LanguageService::instance();
    QVERIFY(m_language->setLanguage(QStringLiteral("en")));
}

void TestKeyboardShortcuts::cleanup()
{
    m_language->setLanguage(QStringLiteral("en"));
}

QString TestKeyboardShortcuts::keysOf(const KeyboardShortcuts &shortcuts, const QString &id) const
{
    const int row = int(shortcuts.ids().indexOf(id));
    return shortcuts.index(row).data(KeyboardShortcuts::KeysRole).toString();
}

void TestKeyboardShortcuts::isAValidModel()
{
    KeyboardShortcuts shortcuts;
    QAbstractItemModelTester tester(&shortcuts, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(shortcuts.rowCount(), shortcuts.ids().size());
    QVERIFY(shortcuts.rowCount() >= 15);
    QCOMPARE(shortcuts.rowCount(shortcuts.index(0)), 0);
    QVERIFY(!shortcuts.data(shortcuts.index(0), Qt::DecorationRole).isValid());
    const QHash<int, QByteArray> roles = shortcuts.roleNames();
    QCOMPARE(roles.value(KeyboardShortcuts::KeysRole), QByteArray("keys"));
    QCOMPARE(roles.value(KeyboardShortcuts::GroupRole), QByteArray("group"));

    // Groups stay together, so the dialog shows every group heading once.
    QStringList seen;
    for (int row = 0; row < shortcuts.rowCount(); ++row) {
        const QString group = shortcuts.index(row).data(KeyboardShortcuts::GroupRole).toString();
        if (seen.isEmpty() || seen.constLast() != group) {
            QVERIFY2(!seen.contains(group), qPrintable(group));
            seen.append(group);
        }
    }
    QCOMPARE(seen,
             QStringList({QStringLiteral("Moving around"), QStringLiteral("Lessons"), QStringLiteral("Hot-key lab"),
                          QStringLiteral("Finding the hot key"), QStringLiteral("Write throttling"),
                          QStringLiteral("Text size"), QStringLiteral("Teaching"), QStringLiteral("Menus and help")}));
}

void TestKeyboardShortcuts::everyEntryHasKeysAndActionInEveryLanguage()
{
    KeyboardShortcuts shortcuts;
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("id")}) {
        QVERIFY(m_language->setLanguage(language));
        QSet<QString> actions;
        for (int row = 0; row < shortcuts.rowCount(); ++row) {
            const QModelIndex index = shortcuts.index(row);
            const QString id = index.data(KeyboardShortcuts::IdRole).toString();
            const QString action = index.data(KeyboardShortcuts::ActionRole).toString();
            QVERIFY2(!action.isEmpty(), qPrintable(language + QLatin1Char(' ') + id));
            QVERIFY2(!index.data(KeyboardShortcuts::KeysRole).toString().isEmpty(), qPrintable(language + id));
            QVERIFY2(!index.data(KeyboardShortcuts::GroupRole).toString().isEmpty(), qPrintable(language + id));
            QCOMPARE(index.data(Qt::DisplayRole).toString(), action);
            actions.insert(action);
        }
        QCOMPARE(actions.size(), shortcuts.rowCount()); // no two rows say the same
    }
}

void TestKeyboardShortcuts::sequencesOfTheRealShortcuts()
{
    KeyboardShortcuts shortcuts;
    QCOMPARE(shortcuts.sequences(QStringLiteral("zoomIn")),
             QVariantList({QStringLiteral("Ctrl++"), QStringLiteral("Ctrl+=")}));
    QCOMPARE(shortcuts.sequence(QStringLiteral("zoomOut")), QStringLiteral("Ctrl+-"));
    QCOMPARE(shortcuts.sequence(QStringLiteral("resetZoom")), QStringLiteral("Ctrl+0"));
    QCOMPARE(shortcuts.sequence(QStringLiteral("labSend")), QStringLiteral("Ctrl+B"));
    QCOMPARE(shortcuts.sequence(QStringLiteral("labDrain")), QStringLiteral("Ctrl+D"));
    QCOMPARE(shortcuts.sequence(QStringLiteral("labReset")), QStringLiteral("Ctrl+R"));
    QCOMPARE(shortcuts.sequence(QStringLiteral("detectPlay")), QStringLiteral("Ctrl+K"));
    QCOMPARE(shortcuts.sequence(QStringLiteral("detectFeed")), QStringLiteral("Ctrl+L"));
    QCOMPARE(shortcuts.sequence(QStringLiteral("throttlingPlay")), QStringLiteral("Ctrl+G"));
    QCOMPARE(shortcuts.sequence(QStringLiteral("throttlingStep")), QStringLiteral("Ctrl+M"));
    QCOMPARE(shortcuts.sequence(QStringLiteral("throttlingHour")), QStringLiteral("Ctrl+H"));
    QCOMPARE(shortcuts.sequence(QStringLiteral("keyboardHelp")), QStringLiteral("F1"));
    QCOMPARE(shortcuts.sequence(QStringLiteral("nextLesson")), QStringLiteral("Ctrl+PgDown"));
    QCOMPARE(shortcuts.sequence(QStringLiteral("previousLesson")), QStringLiteral("Ctrl+PgUp"));
    // Keys that controls handle themselves have no Shortcut item.
    QVERIFY(shortcuts.sequences(QStringLiteral("nextControl")).isEmpty());

    QCOMPARE(keysOf(shortcuts, QStringLiteral("zoomIn")), QStringLiteral("Ctrl++ or Ctrl+="));
    QCOMPARE(keysOf(shortcuts, QStringLiteral("labSend")), QStringLiteral("Ctrl+B"));
    QCOMPARE(keysOf(shortcuts, QStringLiteral("nextLesson")), QStringLiteral("Ctrl+PgDown"));
    QCOMPARE(keysOf(shortcuts, QStringLiteral("previousControl")), QStringLiteral("Shift+Tab"));
    QCOMPARE(keysOf(shortcuts, QStringLiteral("close")), QStringLiteral("Esc"));
    // Menu keys come from the menu titles' mnemonics.
    QCOMPARE(keysOf(shortcuts, QStringLiteral("languageMenu")), QStringLiteral("Alt+L"));
    QCOMPARE(keysOf(shortcuts, QStringLiteral("viewMenu")), QStringLiteral("Alt+V"));
    QCOMPARE(keysOf(shortcuts, QStringLiteral("helpMenu")), QStringLiteral("Alt+H"));
    QCOMPARE(shortcuts.keysText(QStringLiteral("keyboardHelp")), QStringLiteral("F1"));
}

void TestKeyboardShortcuts::refusesUnknownIds()
{
    KeyboardShortcuts shortcuts;
    QTest::ignoreMessage(
        QtWarningMsg, QRegularExpression(QStringLiteral("no shortcut \"quit\"; valid ids are nextControl, .*labSend")));
    QVERIFY(shortcuts.sequences(QStringLiteral("quit")).isEmpty());
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("no shortcut \"\"")));
    QVERIFY(shortcuts.sequence(QString()).isEmpty());
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("no shortcut \"Ctrl\\+B\"")));
    QVERIFY(shortcuts.keysText(QStringLiteral("Ctrl+B")).isEmpty());
    QVERIFY(!shortcuts.data(shortcuts.index(shortcuts.rowCount()), KeyboardShortcuts::KeysRole).isValid());
}

void TestKeyboardShortcuts::listsOnlyKnownSequences()
{
    KeyboardShortcuts shortcuts;
    QVERIFY(shortcuts.lists(QStringLiteral("Ctrl+B")));
    QVERIFY(shortcuts.lists(QStringLiteral("ctrl+b")));
    QVERIFY(shortcuts.lists(QStringLiteral("Ctrl+=")));
    QVERIFY(shortcuts.lists(QStringLiteral("F1")));
    QVERIFY(!shortcuts.lists(QStringLiteral("Ctrl+Q")));
    QVERIFY(!shortcuts.lists(QStringLiteral("B")));
    QVERIFY(!shortcuts.lists(QString()));
    QVERIFY(!shortcuts.lists(QStringLiteral("no such key")));
}

void TestKeyboardShortcuts::followsALanguageSwitch()
{
    KeyboardShortcuts shortcuts;
    QSignalSpy changed(&shortcuts, &QAbstractItemModel::dataChanged);
    QVERIFY(m_language->setLanguage(QStringLiteral("de")));
    QCOMPARE(changed.count(), 1);
    const QList<QVariant> &arguments = changed.constLast();
    QCOMPARE(arguments.at(0).toModelIndex().row(), 0);
    QCOMPARE(arguments.at(1).toModelIndex().row(), shortcuts.rowCount() - 1);
    const int row = int(shortcuts.ids().indexOf(QStringLiteral("labReset")));
    QCOMPARE(shortcuts.index(row).data(KeyboardShortcuts::ActionRole).toString(), QStringLiteral("Lauf zurücksetzen"));
    // German menus open with Alt+S (Sprache), Alt+A (Ansicht) and Alt+H (Hilfe).
    QCOMPARE(keysOf(shortcuts, QStringLiteral("languageMenu")), QStringLiteral("Alt+S"));
    QCOMPARE(keysOf(shortcuts, QStringLiteral("viewMenu")), QStringLiteral("Alt+A"));
    const QString missing = TestSupport::missingQtCatalogue(QStringLiteral("de"), m_language->qtCatalogueFile());
    QVERIFY2(missing.isEmpty(), qPrintable(missing));
    QCOMPARE(keysOf(shortcuts, QStringLiteral("labSend")), QStringLiteral("Strg+B"));

    QVERIFY(m_language->setLanguage(QStringLiteral("id")));
    QCOMPARE(shortcuts.index(row).data(KeyboardShortcuts::ActionRole).toString(),
             QStringLiteral("Atur ulang percobaan"));
    QCOMPARE(keysOf(shortcuts, QStringLiteral("labSend")), QStringLiteral("Ctrl+B"));
}

void TestKeyboardShortcuts::navigatorOpensNextAndPreviousLesson()
{
    LessonNavigator navigator;
    const QStringList lessons = LessonCatalog::lessonIds();
    QVERIFY(lessons.size() >= 2);
    QSignalSpy changed(&navigator, &LessonNavigator::currentLessonChanged);
    // At the start there is nothing before.
    QVERIFY(!navigator.openPrevious());
    QCOMPARE(navigator.currentLesson(), lessons.constFirst());
    QCOMPARE(changed.count(), 0);
    for (qsizetype i = 1; i < lessons.size(); ++i) {
        QVERIFY(navigator.openNext());
        QCOMPARE(navigator.currentLesson(), lessons.at(i));
    }
    QVERIFY(!navigator.openNext());
    QCOMPARE(navigator.currentLesson(), lessons.constLast());
    QCOMPARE(changed.count(), lessons.size() - 1);
    QVERIFY(navigator.openPrevious());
    QCOMPARE(navigator.currentLesson(), lessons.at(lessons.size() - 2));
}

QTEST_MAIN(TestKeyboardShortcuts)
#include "tst_keyboardshortcuts.moc"
