// Every text of every page fits: the real main window shows each page (and the About
// dialog) in each language, at 1280x800 and 1024x700, at normal and at the largest text
// size, and no visible Text, TextInput or TextEdit item may be elided, paint beyond its
// own bounds, lie outside what a clipping ancestor shows (a scrolling page may only
// scroll vertically), or overlap another text; radio indicators and slider handles grow
// with the text, and button padding with it. Each combination is seen twice: in a window started on that page with
// those settings (as `hotspot-lab --lesson ... --lang ... --size ... --text-size ...`
// builds it) and after switching to them in a running window. ctest runs it twice: as it is and with QT_SCALE_FACTOR=2
// (textfit_scale2).
#include "QuickTestSupport.h"
#include "app/AppRunner.h"
#include "i18n/LanguageService.h"
#include "lessons/catalog/LessonNavigator.h"
#include "settings/DisplaySettings.h"

#include <QApplication>
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QtQml/qqmlextensionplugin.h>
#include <QtQuickTest/quicktest.h>
#include <QtTest>

#include <cmath>
#include <memory>

Q_IMPORT_QML_PLUGIN(HotspotLabPlugin)

namespace {
using TestSupport::singletonOf;
// Half a pixel of rounding is not a cut-off; anything more is.
constexpr qreal kTolerance = 1.0;
const auto kAboutPage = QStringLiteral("about");

bool isTextItem(const QQuickItem *item)
{
    return item->inherits("QQuickText") || item->inherits("QQuickTextInput") || item->inherits("QQuickTextEdit");
}

bool isFlickable(const QQuickItem *item)
{
    return item->inherits("QQuickFlickable");
}

// Opacity as it reaches the screen: an item under a transparent ancestor is not seen.
qreal effectiveOpacity(const QQuickItem *item)
{
    qreal opacity = 1.0;
    for (; item; item = item->parentItem())
        opacity *= item->opacity();
    return opacity;
}

QRectF sceneRect(const QQuickItem *item)
{
    return item->mapRectToScene(QRectF(0, 0, item->width(), item->height()));
}

// Where the glyphs are: the content size placed by the item's alignment.
QRectF paintedSceneRect(const QQuickItem *text)
{
    const qreal contentWidth = text->property("contentWidth").toReal();
    const qreal contentHeight = text->property("contentHeight").toReal();
    const int hAlign = text->property("effectiveHorizontalAlignment").toInt();
    const int vAlign = text->property("verticalAlignment").toInt();
    qreal x = 0;
    if (hAlign & Qt::AlignRight)
        x = text->width() - contentWidth;
    else if (hAlign & Qt::AlignHCenter)
        x = (text->width() - contentWidth) / 2;
    qreal y = 0;
    if (vAlign & Qt::AlignBottom)
        y = text->height() - contentHeight;
    else if (vAlign & Qt::AlignVCenter)
        y = (text->height() - contentHeight) / 2;
    return text->mapRectToScene(QRectF(x, y, contentWidth, contentHeight));
}

QString describe(const QQuickItem *text)
{
    QString content = text->property("text").toString().simplified();
    if (content.size() > 60)
        content = content.left(57) + QStringLiteral("...");
    // The nearest objectName says where on the page the text is.
    QString where;
    for (const QQuickItem *item = text; item && where.isEmpty(); item = item->parentItem())
        where = item->objectName();
    const QRectF rect = sceneRect(text);
    return QStringLiteral("\"%1\" (%2%3, at %4,%5 size %6x%7)")
        .arg(content, QString::fromLatin1(text->metaObject()->className()),
             where.isEmpty() ? QString() : QStringLiteral(" in ") + where)
        .arg(rect.x(), 0, 'f', 0)
        .arg(rect.y(), 0, 'f', 0)
        .arg(rect.width(), 0, 'f', 0)
        .arg(rect.height(), 0, 'f', 0);
}

bool exceeds(qreal low, qreal high, qreal boundLow, qreal boundHigh)
{
    return low < boundLow - kTolerance || high > boundHigh + kTolerance;
}

struct FoundText
{
    QQuickItem *item = nullptr;
    QRectF painted;
    const QQuickItem *scope = nullptr; // nearest Flickable, or null
};

// Radio indicators and slider handles must grow with the text they stand beside: at a
// projector's text size a 14 px circle next to 30 px text is hard to see and to hit.
QString controlProblemOf(const QQuickItem *control)
{
    const char *partName = control->inherits("QQuickSlider") ? "handle" : "indicator";
    auto *part = control->property(partName).value<QQuickItem *>();
    if (!part || !part->isVisible())
        return QString();
    const QFont font = control->property("font").value<QFont>();
    const qreal textSize = font.pixelSize() > 0 ? font.pixelSize() : font.pointSizeF() * 96 / 72;
    const qreal minimum = 0.75 * textSize;
    if (part->height() + kTolerance >= minimum && part->width() + kTolerance >= minimum)
        return QString();
    return QStringLiteral("%1 \"%2\" (%3): its %4 is %5x%6 next to %7 px text")
        .arg(QString::fromLatin1(control->metaObject()->className()), control->property("text").toString(),
             control->objectName(), QString::fromLatin1(partName))
        .arg(part->width(), 0, 'f', 0)
        .arg(part->height(), 0, 'f', 0)
        .arg(textSize, 0, 'f', 0);
}

// A button's padding grows with its text too: Fusion's fixed 4 px leave a projector-size
// label touching the frame.
QString buttonProblemOf(const QQuickItem *button)
{
    const QFont font = button->property("font").value<QFont>();
    const qreal textSize = font.pixelSize() > 0 ? font.pixelSize() : font.pointSizeF() * 96 / 72;
    const qreal vertical =
        std::min(button->property("topPadding").toReal(), button->property("bottomPadding").toReal());
    const qreal horizontal =
        std::min(button->property("leftPadding").toReal(), button->property("rightPadding").toReal());
    if (vertical + kTolerance >= 0.2 * textSize && horizontal + kTolerance >= 0.4 * textSize)
        return QString();
    return QStringLiteral("%1 \"%2\" (%3): padding %4 px around, %5 px beside %6 px text")
        .arg(QString::fromLatin1(button->metaObject()->className()), button->property("text").toString(),
             button->objectName())
        .arg(vertical, 0, 'f', 0)
        .arg(horizontal, 0, 'f', 0)
        .arg(textSize, 0, 'f', 0);
}

void collectTexts(QQuickItem *item, QList<FoundText> *texts, QStringList *controlProblems)
{
    if (!item->isVisible() || item->opacity() <= 0)
        return;
    if (item->inherits("QQuickRadioButton") || item->inherits("QQuickCheckBox") || item->inherits("QQuickSlider")) {
        const QString problem = controlProblemOf(item);
        if (!problem.isEmpty())
            *controlProblems << problem;
    }
    if (item->inherits("QQuickButton")) {
        const QString problem = buttonProblemOf(item);
        if (!problem.isEmpty())
            *controlProblems << problem;
    }
    if (isTextItem(item) && !item->property("text").toString().trimmed().isEmpty()) {
        FoundText found;
        found.item = item;
        found.painted = paintedSceneRect(item);
        for (const QQuickItem *ancestor = item->parentItem(); ancestor && !found.scope;
             ancestor = ancestor->parentItem()) {
            if (isFlickable(ancestor))
                found.scope = ancestor;
        }
        if (effectiveOpacity(item) > 0)
            texts->append(found);
    }
    const auto children = item->childItems();
    for (QQuickItem *child : children)
        collectTexts(child, texts, controlProblems);
}

// What is wrong with one text, or an empty string.
QString problemOf(const FoundText &text, const QQuickWindow *window)
{
    QQuickItem *item = text.item;
    if (item->property("truncated").toBool())
        return QStringLiteral("is elided or cut to fewer lines");
    const qreal contentWidth = item->property("contentWidth").toReal();
    const qreal contentHeight = item->property("contentHeight").toReal();
    if (contentWidth > item->width() + kTolerance || contentHeight > item->height() + kTolerance) {
        return QStringLiteral("paints %1x%2 in a %3x%4 item")
            .arg(contentWidth, 0, 'f', 0)
            .arg(contentHeight, 0, 'f', 0)
            .arg(item->width(), 0, 'f', 0)
            .arg(item->height(), 0, 'f', 0);
    }
    // A wrapping text laid out much taller than its lines kept a height from another
    // width (Qt 6.4 layouts do not always redo height-for-width): it pushes its
    // neighbours away or, in a row, drags them off their places.
    if (item->inherits("QQuickText") && item->property("wrapMode").toInt() != 0
        && !(item->property("verticalAlignment").toInt() & (Qt::AlignBottom | Qt::AlignVCenter))) {
        const qreal lineHeight = QFontMetricsF(item->property("font").value<QFont>()).lineSpacing();
        if (item->height() > contentHeight + lineHeight + kTolerance) {
            return QStringLiteral("is %1 px tall for %2 px of text (a height left from another width)")
                .arg(item->height(), 0, 'f', 0)
                .arg(contentHeight, 0, 'f', 0);
        }
    }
    // Inside a Flickable a text may lie below (or above) the viewport: the page scrolls.
    // It must still lie inside the content that scrolling reaches, and never need
    // horizontal scrolling.
    const QRectF painted = text.painted;
    bool scrolled = false;
    for (const QQuickItem *ancestor = item->parentItem(); ancestor; ancestor = ancestor->parentItem()) {
        if (isFlickable(ancestor)) {
            const QRectF viewport = sceneRect(ancestor);
            // What scrolling reaches: the content, or at least the viewport (a horizontal
            // list such as a TabBar has no content height of its own).
            auto *content = ancestor->property("contentItem").value<QQuickItem *>();
            const QRectF reachable = content
                ? viewport.united(content->mapRectToScene(QRectF(0, 0, ancestor->property("contentWidth").toReal(),
                                                                 ancestor->property("contentHeight").toReal())))
                : viewport;
            if (exceeds(painted.left(), painted.right(), viewport.left(), viewport.right()))
                return QStringLiteral("needs horizontal scrolling in %1").arg(describe(ancestor));
            if (exceeds(painted.top(), painted.bottom(), reachable.top(), reachable.bottom()))
                return QStringLiteral("lies outside the scrollable content");
            scrolled = true;
            continue;
        }
        if (!ancestor->clip())
            continue;
        const QRectF bounds = sceneRect(ancestor);
        if (exceeds(painted.left(), painted.right(), bounds.left(), bounds.right())
            || (!scrolled && exceeds(painted.top(), painted.bottom(), bounds.top(), bounds.bottom()))) {
            return QStringLiteral("is cut off by the clipping %1")
                .arg(QString::fromLatin1(ancestor->metaObject()->className()));
        }
    }
    if (exceeds(painted.left(), painted.right(), 0, window->width())
        || (!scrolled && exceeds(painted.top(), painted.bottom(), 0, window->height()))) {
        return QStringLiteral("lies outside the %1x%2 window").arg(window->width()).arg(window->height());
    }
    return QString();
}

bool isAncestor(const QQuickItem *ancestor, const QQuickItem *item)
{
    for (const QQuickItem *parent = item->parentItem(); parent; parent = parent->parentItem()) {
        if (parent == ancestor)
            return true;
    }
    return false;
}
} // namespace

class TestTextFit : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void everyTextFits_data();
    void everyTextFits();
    void failsOnPurpose();

private:
    void startApp(const LaunchOptions &options);
    QStringList problemsIn(QQuickItem *root) const;

    std::unique_ptr<QQmlApplicationEngine> m_engine;
    QQuickWindow *m_window = nullptr;
};

void TestTextFit::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    AppRunner::configureQuick();
    startApp(LaunchOptions());
}

// A new main window, built the way the app builds it for these options.
void TestTextFit::startApp(const LaunchOptions &options)
{
    m_window = nullptr;
    TestSupport::tearDownMainWindow(m_engine);
    m_engine = std::make_unique<QQmlApplicationEngine>();
    m_window = TestSupport::showMainWindow(*m_engine, options);
    QVERIFY(m_window);
}

void TestTextFit::cleanupTestCase()
{
    m_window = nullptr;
    TestSupport::tearDownMainWindow(m_engine);
}

void TestTextFit::failsOnPurpose()
{
    HOTSPOT_SKIP_UNLESS_FAILING_ON_PURPOSE();
    TestSupport::failWithTheWindowInUse(*m_engine, m_window);
}

void TestTextFit::everyTextFits_data()
{
    QTest::addColumn<QString>("page");
    QTest::addColumn<QString>("language");
    QTest::addColumn<QSize>("size");
    QTest::addColumn<double>("textScale");
    QTest::addColumn<bool>("started");
    const QStringList pages {QStringLiteral("start"),
                             QStringLiteral("keys-vs-load"),
                             QStringLiteral("lab"),
                             QStringLiteral("subkeys"),
                             QStringLiteral("detect"),
                             QStringLiteral("throttling"),
                             kAboutPage};
    for (const QString &page : pages) {
        for (const QString &language : LanguageService::supportedLanguages()) {
            for (const QSize size : {QSize(1280, 800), QSize(1024, 700)}) {
                for (const double scale : {1.0, DisplaySettings::kMaximumScale}) {
                    for (const bool started : {true, false}) {
                        QTest::addRow("%s %s %dx%d text %d%% %s", qPrintable(page), qPrintable(language), size.width(),
                                      size.height(), int(std::lround(scale * 100)), started ? "started" : "switched")
                            << page << language << size << scale << started;
                    }
                }
            }
        }
    }
}

QStringList TestTextFit::problemsIn(QQuickItem *root) const
{
    QList<FoundText> texts;
    QStringList problems;
    collectTexts(root, &texts, &problems);
    for (const FoundText &text : std::as_const(texts)) {
        const QString problem = problemOf(text, m_window);
        if (!problem.isEmpty())
            problems << describe(text.item) + QStringLiteral(" ") + problem;
    }
    // Overlaps within one scrolling area (or outside all of them), where rects compare.
    for (qsizetype i = 0; i < texts.size(); ++i) {
        for (qsizetype j = i + 1; j < texts.size(); ++j) {
            const FoundText &a = texts.at(i);
            const FoundText &b = texts.at(j);
            if (a.scope != b.scope || isAncestor(a.item, b.item) || isAncestor(b.item, a.item))
                continue;
            const QRectF overlap = a.painted.intersected(b.painted);
            if (overlap.width() > kTolerance && overlap.height() > kTolerance)
                problems << describe(a.item) + QStringLiteral(" overlaps ") + describe(b.item);
        }
    }
    return problems;
}

void TestTextFit::everyTextFits()
{
    QFETCH(QString, page);
    QFETCH(QString, language);
    QFETCH(QSize, size);
    QFETCH(double, textScale);
    QFETCH(bool, started);

    const QString lesson = page == kAboutPage ? QStringLiteral("start") : page;
    if (started) {
        LaunchOptions options;
        options.language = language;
        options.lesson = lesson;
        options.windowSize = size;
        options.textSizePercent = int(std::lround(textScale * 100));
        startApp(options);
    } else {
        // From whatever the previous combination left on screen.
        singletonOf<LanguageService>(*m_engine, "LanguageService")->applyLanguage(language);
        singletonOf<DisplaySettings>(*m_engine, "DisplaySettings")->applyTextScale(textScale);
        m_window->resize(size);
        QVERIFY(singletonOf<LessonNavigator>(*m_engine, "LessonNavigator")->open(lesson));
    }

    // The whole page, also the part a page builds after its first frame.
    QVERIFY(TestSupport::waitForPage(m_window, lesson));
    QQuickItem *root = m_window->contentItem();
    QObject *dialog = nullptr;
    if (page == kAboutPage) {
        // Help > About, as a class opens it: the dialog is made the first time.
        auto *about = m_window->findChild<QObject *>(QStringLiteral("aboutMenuItem"));
        QVERIFY(about && QMetaObject::invokeMethod(about, "triggered"));
        dialog = m_window->findChild<QObject *>(QStringLiteral("aboutDialog"));
        QVERIFY(dialog);
        QTRY_VERIFY(dialog->property("opened").toBool());
        // Only the dialog: the page beneath it is covered, not overlapped.
        root = dialog->property("contentItem").value<QQuickItem *>();
        while (root && root->parentItem() && !root->parentItem()->inherits("QQuickOverlay"))
            root = root->parentItem();
        QVERIFY(root);
    }
    QVERIFY(QQuickTest::qWaitForPolish(m_window));
    QTest::qWait(0);
    QVERIFY(QQuickTest::qWaitForPolish(m_window));
    QCOMPARE(m_window->size(), size);

    const QStringList problems = problemsIn(root);
    if (page == kAboutPage) {
        QMetaObject::invokeMethod(dialog, "close");
        QTRY_VERIFY(!dialog->property("visible").toBool());
    }
    const QString where = QStringLiteral("%1 in %2 at %3x%4, text %5%, scale factor %6, %7")
                              .arg(page, language)
                              .arg(size.width())
                              .arg(size.height())
                              .arg(qRound(textScale * 100))
                              .arg(m_window->devicePixelRatio())
                              .arg(started ? QStringLiteral("started there") : QStringLiteral("switched to"));
    // Qt Test cuts long failure messages short: every problem gets a line of its own.
    for (const QString &problem : problems)
        qWarning().noquote() << where + QStringLiteral(": ") + problem;
    QVERIFY2(problems.isEmpty(),
             qPrintable(QStringLiteral("%1: %2 problem(s), listed above; the first: %3")
                            .arg(where)
                            .arg(problems.size())
                            .arg(problems.value(0))));
}

QTEST_MAIN(TestTextFit)

#include "tst_textfit.moc"
