// Structural rules for the QML of every page and dialog, checked on the real item tree.
//
// Qt 6.4's Quick Layouts keep a pointer to every child in their layout engine. When a
// Repeater that is a direct child of a layout replaces its delegates (its model changes:
// a language switch, another tab, a reset), the layout can ask a deleted delegate for its
// size hints on the next rearrange and crash (qmlAttachedPropertiesObject inside
// QQuickGridLayoutBase::rearrange). The monkey test hit this on a zoom step. So a Repeater
// never sits directly in a ColumnLayout, RowLayout or GridLayout: it goes into a Column,
// Row or Flow, which keeps no such engine, and that positioner goes into the layout.
#include "QuickTestSupport.h"
#include "app/AppRunner.h"
#include "lessons/catalog/LessonCatalog.h"
#include "lessons/catalog/LessonNavigator.h"

#include <QApplication>
#include <QQmlApplicationEngine>
#include <QQmlComponent>
#include <QQmlContext>
#include <QQuickItem>
#include <QQuickWindow>
#include <QtQml/qqmlextensionplugin.h>
#include <QtTest>

Q_IMPORT_QML_PLUGIN(HotspotLabPlugin)

namespace {
using TestSupport::singletonOf;

// Where a Repeater is written: its file, and the file of its delegate when it differs.
QString describeRepeater(const QQuickItem *repeater)
{
    const QQmlContext *context = qmlContext(repeater);
    QString where = context ? context->baseUrl().fileName() : QStringLiteral("?");
    if (!repeater->objectName().isEmpty())
        where += QStringLiteral(" \"%1\"").arg(repeater->objectName());
    const auto *delegate = repeater->property("delegate").value<QQmlComponent *>();
    if (delegate && delegate->url().fileName() != where.section(QLatin1Char(' '), 0, 0))
        where += QStringLiteral(" (delegate from %1)").arg(delegate->url().fileName());
    return where;
}

// Every Repeater under root whose parent item is a Quick Layout, visible or not.
QStringList repeatersInLayouts(const QQuickItem *root, const QString &where)
{
    QStringList failures;
    if (!root)
        return failures;
    const auto children = root->childItems();
    for (const QQuickItem *child : children) {
        if (child->inherits("QQuickRepeater") && root->inherits("QQuickLayout")) {
            failures.append(
                QStringLiteral("%1: a Repeater in %2 is a direct child of a %3")
                    .arg(where, describeRepeater(child), QString::fromLatin1(root->metaObject()->className())));
        }
        failures += repeatersInLayouts(child, where);
    }
    return failures;
}
} // namespace

class TestLayoutRules : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanup();
    void repeatersAreNeverDirectChildrenOfLayouts();
    void theRuleSeesARepeaterInALayout();
    void failsOnPurpose();

private:
    std::unique_ptr<QQmlApplicationEngine> m_engine;
};

void TestLayoutRules::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    AppRunner::configureQuick();
}

void TestLayoutRules::cleanup()
{
    TestSupport::tearDownMainWindow(m_engine);
}

void TestLayoutRules::repeatersAreNeverDirectChildrenOfLayouts()
{
    m_engine = std::make_unique<QQmlApplicationEngine>();
    QQmlApplicationEngine &engine = *m_engine;
    auto *window = TestSupport::showMainWindow(engine);
    QVERIFY(window);

    QStringList failures;
    auto *catalog = singletonOf<LessonCatalog>(engine, "LessonCatalog");
    auto *navigator = singletonOf<LessonNavigator>(engine, "LessonNavigator");
    QVERIFY(catalog->rowCount() >= 5);
    for (int row = 0; row < catalog->rowCount(); ++row) {
        const QString lessonId = catalog->data(catalog->index(row), LessonCatalog::LessonIdRole).toString();
        QVERIFY(navigator->open(lessonId));
        QQuickItem *page = TestSupport::waitForPage(window, lessonId);
        QVERIFY2(page, qPrintable(lessonId));
        failures += repeatersInLayouts(page, lessonId);
    }
    // Menus build their content with the window; dialogs build theirs when opened.
    const auto objects = window->findChildren<QObject *>();
    int popups = 0;
    for (QObject *object : objects) {
        if (!object->inherits("QQuickPopup"))
            continue;
        ++popups;
        const bool isDialog = object->inherits("QQuickDialog");
        if (isDialog) {
            QMetaObject::invokeMethod(object, "open");
            QTRY_VERIFY(object->property("opened").toBool());
        }
        const auto *content = object->property("contentItem").value<QQuickItem *>();
        failures += repeatersInLayouts(content ? content->parentItem() : nullptr,
                                       QString::fromLatin1(object->metaObject()->className()));
        if (isDialog) {
            QMetaObject::invokeMethod(object, "close");
            QTRY_VERIFY(!object->property("visible").toBool());
        }
    }
    QVERIFY(popups >= 5);
    failures.removeDuplicates();
    for (const QString &failure : std::as_const(failures))
        qWarning().noquote() << failure;
    QVERIFY2(failures.isEmpty(),
             qPrintable(QStringLiteral("%1 Repeaters in layouts (listed above)").arg(failures.size())));
}

// The check itself must fail on the pattern it forbids.
void TestLayoutRules::theRuleSeesARepeaterInALayout()
{
    QQmlEngine engine;
    QQmlComponent component(&engine);
    component.setData(R"(
        import QtQuick
        import QtQuick.Layouts
        Item {
            ColumnLayout { Repeater { objectName: "bad"; model: 2; Item {} } }
            ColumnLayout { Column { Repeater { model: 2; Item {} } } }
        })",
                      QUrl(QStringLiteral("file:///rule.qml")));
    std::unique_ptr<QObject> root(component.create());
    QVERIFY2(root, qPrintable(component.errorString()));
    const QStringList failures = repeatersInLayouts(qobject_cast<QQuickItem *>(root.get()), QStringLiteral("sample"));
    QCOMPARE(failures.size(), 1);
    QVERIFY2(failures.constFirst().contains(QLatin1String("rule.qml \"bad\"")), qPrintable(failures.constFirst()));
    QVERIFY(failures.constFirst().contains(QLatin1String("QQuickColumnLayout")));
}

void TestLayoutRules::failsOnPurpose()
{
    HOTSPOT_SKIP_UNLESS_FAILING_ON_PURPOSE();
    m_engine = std::make_unique<QQmlApplicationEngine>();
    TestSupport::failWithTheWindowInUse(*m_engine, TestSupport::showMainWindow(*m_engine));
}

int main(int argc, char *argv[])
{
    // Qt Charts draws with Graphics View, so the pages need a QApplication.
    QApplication app(argc, argv);
    TestLayoutRules test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_layoutrules.moc"
