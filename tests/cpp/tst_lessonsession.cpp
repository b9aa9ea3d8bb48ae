// LessonSession and LessonState: every lesson's state outlives its page. One state per
// lesson, created from the lesson's state file on first use; values kept by name; none for
// the Start page; a clear warning for an unknown id; "Reset all" gives fresh states.
#include "app/AppRunner.h"
#include "lessons/catalog/LessonCatalog.h"
#include "lessons/catalog/LessonSession.h"
#include "lessons/catalog/LessonState.h"
#include "lessons/lab/PartitionLab.h"

#include <memory>

#include <QApplication>
#include <QPointer>
#include <QQmlComponent>
#include <QQmlEngine>
#include <QRegularExpression>
#include <QtQml/qqmlextensionplugin.h>
#include <QtTest>

Q_IMPORT_QML_PLUGIN(HotspotLabPlugin)

class TestLessonSession : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();

    void everyLessonHasItsState_data();
    void everyLessonHasItsState();
    void theStartPageHasNone();
    void refusesUnknownIds();
    void keepsValuesByName();
    void clearGivesFreshStates();
    void qmlSeesTheSameState();

private:
    std::unique_ptr<QQmlEngine> m_engine;
    LessonSession *session() const;
};

void TestLessonSession::init()
{
    m_engine = std::make_unique<QQmlEngine>();
    AppRunner::prepareEngine(*m_engine);
}

void TestLessonSession::cleanup()
{
    m_engine.reset();
}

LessonSession *TestLessonSession::session() const
{
    return AppRunner::singletonOf<LessonSession>(*m_engine, "LessonSession");
}

void TestLessonSession::everyLessonHasItsState_data()
{
    QTest::addColumn<QString>("lessonId");
    QTest::addColumn<QString>("modelProperty");
    QTest::addColumn<QString>("modelType");
    QTest::newRow("keys-vs-load") << "keys-vs-load"
                                  << "explorer"
                                  << "ImbalanceExplorer";
    QTest::newRow("lab") << "lab"
                         << "lab"
                         << "PartitionLab";
    QTest::newRow("lab, guide") << "lab"
                                << "guide"
                                << "LabGuide";
    QTest::newRow("lab, fix") << "lab"
                              << "fixLab"
                              << "MitigationLab";
    QTest::newRow("subkeys") << "subkeys"
                             << "explorer"
                             << "SubKeySplit";
    QTest::newRow("detect") << "detect"
                            << "detector"
                            << "HotKeyDetector";
    QTest::newRow("throttling") << "throttling"
                                << "simulation"
                                << "ThrottleSimulation";
    QTest::newRow("throttling, checker") << "throttling"
                                         << "commandChecker"
                                         << "CommandChecker";
}

void TestLessonSession::everyLessonHasItsState()
{
    QFETCH(QString, lessonId);
    QFETCH(QString, modelProperty);
    QFETCH(QString, modelType);
    QVERIFY(!session()->hasState(lessonId));
    LessonState *state = session()->stateOf(lessonId);
    QVERIFY2(state, qPrintable(lessonId));
    QVERIFY(session()->hasState(lessonId));
    // The same state every time it is asked for, owned by the session.
    QCOMPARE(session()->stateOf(lessonId), state);
    QCOMPARE(state->parent(), session());
    QCOMPARE(QQmlEngine::objectOwnership(state), QQmlEngine::CppOwnership);
    auto *model = state->property(qPrintable(modelProperty)).value<QObject *>();
    QVERIFY2(model, qPrintable(modelProperty));
    QVERIFY2(model->inherits(qPrintable(modelType)), model->metaObject()->className());
    // The models are the state's children: they go with it.
    QCOMPARE(model->parent(), state);
}

void TestLessonSession::theStartPageHasNone()
{
    QCOMPARE(session()->stateOf(LessonCatalog::startLessonId()), nullptr);
    QVERIFY(!session()->hasState(LessonCatalog::startLessonId()));
    QVERIFY(LessonCatalog::stateUrlFor(LessonCatalog::startLessonId()).isEmpty());
}

void TestLessonSession::refusesUnknownIds()
{
    for (const QString &lessonId : {QStringLiteral("nope"), QString(), QStringLiteral("Lab")}) {
        QTest::ignoreMessage(QtWarningMsg,
                             QRegularExpression(QStringLiteral("LessonSession: no lesson \"%1\"; "
                                                               "valid values are start, keys-vs-load")
                                                    .arg(QRegularExpression::escape(lessonId))));
        QCOMPARE(session()->stateOf(lessonId), nullptr);
        QVERIFY(!session()->hasState(lessonId));
    }
}

void TestLessonSession::keepsValuesByName()
{
    LessonState *state = session()->stateOf(QStringLiteral("subkeys"));
    QVERIFY(state);
    QVERIFY(!state->contains(QStringLiteral("q1LoadText")));
    QCOMPARE(state->value(QStringLiteral("q1LoadText"), QStringLiteral("none")).toString(), QStringLiteral("none"));
    state->setValue(QStringLiteral("q1LoadText"), QStringLiteral("15500"));
    state->setValue(QStringLiteral("view"), 2);
    QCOMPARE(state->value(QStringLiteral("q1LoadText")).toString(), QStringLiteral("15500"));
    QCOMPARE(state->value(QStringLiteral("view"), 0).toInt(), 2);
    // Each lesson keeps its own.
    QVERIFY(!session()->stateOf(QStringLiteral("detect"))->contains(QStringLiteral("view")));
    // An invalid value forgets the name.
    state->setValue(QStringLiteral("view"), QVariant());
    QVERIFY(!state->contains(QStringLiteral("view")));
    QCOMPARE(state->value(QStringLiteral("view"), 0).toInt(), 0);
}

void TestLessonSession::clearGivesFreshStates()
{
    QPointer<LessonState> old = session()->stateOf(QStringLiteral("lab"));
    QVERIFY(old);
    auto *lab = old->property("lab").value<PartitionLab *>();
    QVERIFY(lab);
    lab->sendBatch();
    QVERIFY(lab->totalReceived() > 0);
    old->setValue(QStringLiteral("narrativePosition"), 400);

    session()->clear();
    QVERIFY(!session()->hasState(QStringLiteral("lab")));
    // Deleted later, not at once: a page released in the same turn of the event loop (as
    // "Reset all" does right after) still holds it until its Loader lets it go.
    QVERIFY(old);
    LessonState *fresh = session()->stateOf(QStringLiteral("lab"));
    QVERIFY(fresh && fresh != old);
    QCOMPARE(fresh->property("lab").value<PartitionLab *>()->totalReceived(), qint64(0));
    QVERIFY(!fresh->contains(QStringLiteral("narrativePosition")));
    QTRY_VERIFY(!old);
    QCOMPARE(session()->stateOf(QStringLiteral("lab")), fresh);
}

void TestLessonSession::qmlSeesTheSameState()
{
    // What a page does: it asks the singleton by its lesson id, and gets the typed state.
    QQmlComponent component(m_engine.get());
    component.setData("import QtQml; import HotspotLab; QtObject {"
                      " readonly property LabState state: LessonSession.stateOf(\"lab\") as LabState;"
                      " readonly property PartitionLab lab: state.lab }",
                      QUrl());
    std::unique_ptr<QObject> object(component.create());
    QVERIFY2(object, qPrintable(component.errorString()));
    LessonState *state = session()->stateOf(QStringLiteral("lab"));
    QCOMPARE(object->property("state").value<QObject *>(), state);
    QCOMPARE(object->property("lab").value<QObject *>(), state->property("lab").value<QObject *>());
    // The thing asking goes; the state stays.
    object.reset();
    QCOMPARE(session()->stateOf(QStringLiteral("lab")), state);
}

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    TestLessonSession test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_lessonsession.moc"
