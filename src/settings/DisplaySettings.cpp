#include "settings/DisplaySettings.h"

#include "settings/AppSettings.h"

#include <QFont>
#include <QGuiApplication>
#include <QSettings>
#include <QtGlobal>

#include <algorithm>
#include <cmath>

namespace {
const auto kTextScaleKey = QStringLiteral("display/textScale");
const auto kHighContrastKey = QStringLiteral("display/highContrast");
const auto kReduceMotionKey = QStringLiteral("display/reduceMotion");
const auto kSimulationShareGroup = QStringLiteral("simulationShare/");

// A saved switch; a damaged value keeps the default, with a warning that names the file.
void readSwitch(const QSettings &settings, const QString &key, const char *what, bool *value)
{
    if (!settings.contains(key))
        return;
    // QSettings writes booleans as "true"/"false"; anything else is a damaged file.
    const QString saved = settings.value(key).toString();
    if (saved == QLatin1String("true") || saved == QLatin1String("false")) {
        *value = saved == QLatin1String("true");
    } else {
        qWarning("hotspot-lab: ignoring %s \"%s\" in %s; valid values are true and false.", what, qPrintable(saved),
                 qPrintable(settings.fileName()));
    }
}

// Keeps the scale on the 10% grid so repeated zooming never drifts.
double snapped(double scale)
{
    return std::round(scale * 10.0) / 10.0;
}
} // namespace

DisplaySettings::DisplaySettings(QObject *parent)
    : QObject(parent)
{
    const auto settings = AppSettings::open();
    readSwitch(*settings, kHighContrastKey, "high contrast", &m_highContrast);
    readSwitch(*settings, kReduceMotionKey, "reduce motion", &m_reduceMotion);
    settings->beginGroup(kSimulationShareGroup.chopped(1));
    const QStringList lessons = settings->childKeys();
    for (const QString &lessonId : lessons)
        m_simulationShares.insert(lessonId, settings->value(lessonId));
    settings->endGroup();
    if (settings->contains(kTextScaleKey)) {
        bool ok = false;
        const double saved = settings->value(kTextScaleKey).toDouble(&ok);
        if (ok && std::isfinite(saved) && saved >= kMinimumScale && saved <= kMaximumScale) {
            m_textScale = snapped(saved);
        } else {
            qWarning("hotspot-lab: ignoring text size \"%s\" in %s; valid values are %.1f to %.1f.",
                     qPrintable(settings->value(kTextScaleKey).toString()), qPrintable(settings->fileName()),
                     kMinimumScale, kMaximumScale);
        }
    }
    applyDefaultFont();
    connect(this, &DisplaySettings::textScaleChanged, this, &DisplaySettings::applyDefaultFont);
}

// Text that names no size of its own (a control before it joins the window, a TextMetrics
// before its font binding) is laid out in the application's font. At the body's size and
// unshaped, as the window's font is, it needs no font engine of its own: each one Qt loads
// costs about 3 M instructions and a glyph cache.
void DisplaySettings::applyDefaultFont()
{
    if (!qobject_cast<QGuiApplication *>(QCoreApplication::instance()))
        return;
    QFont font = QGuiApplication::font();
    font.setPixelSize(static_cast<int>(std::lround(kBodyPixelSize * textScale())));
    font.setStyleStrategy(QFont::PreferNoShaping);
    QGuiApplication::setFont(font);
}

double DisplaySettings::textScale() const
{
    return m_presenterMode ? std::max(m_textScale, kPresenterScale) : m_textScale;
}

void DisplaySettings::setTextScale(double scale)
{
    if (change(scale))
        AppSettings::setValue(kTextScaleKey, m_textScale);
}

void DisplaySettings::applyTextScale(double scale)
{
    change(scale);
}

// Sets the bounded, snapped scale; true when it changed (and the change was announced).
bool DisplaySettings::change(double scale)
{
    if (!std::isfinite(scale)) {
        qWarning("DisplaySettings: text scale must be a finite number.");
        return false;
    }
    const double bounded = snapped(qBound(kMinimumScale, scale, kMaximumScale));
    if (qFuzzyCompare(bounded, m_textScale))
        return false;
    m_textScale = bounded;
    emit textScaleChanged();
    return true;
}

bool DisplaySettings::canZoomIn() const
{
    return textScale() < kMaximumScale - kScaleStep / 2;
}

bool DisplaySettings::canZoomOut() const
{
    return textScale() > minimumTextScale() + kScaleStep / 2;
}

// From the scale on screen, so that a step in presenter mode is a visible step.
void DisplaySettings::zoomIn()
{
    setTextScale(textScale() + kScaleStep);
}

void DisplaySettings::zoomOut()
{
    if (canZoomOut())
        setTextScale(textScale() - kScaleStep);
}

void DisplaySettings::resetZoom()
{
    setTextScale(1.0);
}

void DisplaySettings::setHighContrast(bool on)
{
    if (on == m_highContrast)
        return;
    m_highContrast = on;
    AppSettings::setValue(kHighContrastKey, m_highContrast);
    emit highContrastChanged();
}

void DisplaySettings::setPresenterMode(bool on)
{
    if (on == m_presenterMode)
        return;
    const double before = textScale();
    m_presenterMode = on;
    emit presenterModeChanged();
    if (!qFuzzyCompare(before, textScale()))
        emit textScaleChanged();
}

void DisplaySettings::setReduceMotion(bool on)
{
    if (on == m_reduceMotion)
        return;
    m_reduceMotion = on;
    AppSettings::setValue(kReduceMotionKey, m_reduceMotion);
    emit reduceMotionChanged();
}

double DisplaySettings::simulationShare(const QString &lessonId) const
{
    const auto kept = m_simulationShares.constFind(lessonId);
    if (lessonId.isEmpty() || kept == m_simulationShares.constEnd())
        return kDefaultSimulationShare;
    bool ok = false;
    const double saved = kept->toDouble(&ok);
    if (ok && std::isfinite(saved) && saved >= kMinimumSimulationShare && saved <= kMaximumSimulationShare)
        return saved;
    qWarning("hotspot-lab: ignoring simulation width \"%s\" for %s in %s; valid values are %.2f to %.2f.",
             qPrintable(kept->toString()), qPrintable(lessonId), qPrintable(AppSettings::filePath()),
             kMinimumSimulationShare, kMaximumSimulationShare);
    return kDefaultSimulationShare;
}

void DisplaySettings::setSimulationShare(const QString &lessonId, double share)
{
    if (lessonId.isEmpty() || !std::isfinite(share)) {
        qWarning("hotspot-lab: no simulation width saved: a lesson id and a finite share are needed.");
        return;
    }
    const double kept = std::clamp(share, kMinimumSimulationShare, kMaximumSimulationShare);
    m_simulationShares.insert(lessonId, kept);
    AppSettings::setValue(kSimulationShareGroup + lessonId, kept);
}
