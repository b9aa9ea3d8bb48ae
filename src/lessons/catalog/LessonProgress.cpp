#include "lessons/catalog/LessonProgress.h"

#include "i18n/LanguageService.h"
#include "lessons/catalog/LessonDefinition.h"
#include "settings/AppSettings.h"

#include <algorithm>

namespace {

const auto kGroup = QStringLiteral("progress");
const auto kLastLessonKey = QStringLiteral("progress/lastLesson");

QString keyOf(const QString &lessonId, LessonProgress::Kind kind)
{
    return kGroup + QLatin1Char('/') + lessonId
        + (kind == LessonProgress::Kind::Step ? QStringLiteral("/steps") : QStringLiteral("/questions"));
}

} // namespace

LessonProgress::LessonProgress(QObject *parent)
    : QObject(parent)
{
    load();
    connect(LanguageService::instance(), &LanguageService::languageChanged, this, &LessonProgress::bump);
}

QStringList LessonProgress::stepIds(const QString &lessonId)
{
    const LessonDefinition *lesson = LessonRegistry::find(lessonId);
    return lesson ? lesson->stepIds : QStringList();
}

QStringList LessonProgress::questionIds(const QString &lessonId)
{
    const LessonDefinition *lesson = LessonRegistry::find(lessonId);
    return lesson ? lesson->questionIds : QStringList();
}

bool LessonProgress::markStepDone(const QString &lessonId, const QString &stepId)
{
    return mark(lessonId, stepId, Kind::Step);
}

bool LessonProgress::markAnsweredRight(const QString &lessonId, const QString &questionId)
{
    return mark(lessonId, questionId, Kind::Question);
}

bool LessonProgress::mark(const QString &lessonId, const QString &id, Kind kind)
{
    const QStringList known = kind == Kind::Step ? stepIds(lessonId) : questionIds(lessonId);
    if (!known.contains(id)) {
        qWarning("LessonProgress: lesson \"%s\" has no %s \"%s\"; known are: %s.", qPrintable(lessonId),
                 kind == Kind::Step ? "step" : "question", qPrintable(id),
                 qPrintable(known.join(QStringLiteral(", "))));
        return false;
    }
    QSet<QString> &reached = kind == Kind::Step ? m_reached[lessonId].steps : m_reached[lessonId].questions;
    if (reached.contains(id))
        return true;
    reached.insert(id);
    save(lessonId);
    bump();
    return true;
}

void LessonProgress::recordVisit(const QString &lessonId)
{
    if (lessonId == m_lastLesson || !LessonRegistry::find(lessonId))
        return;
    m_lastLesson = lessonId;
    AppSettings::setValue(kLastLessonKey, m_lastLesson);
    bump();
}

int LessonProgress::stepsDone(const QString &lessonId) const
{
    return int(m_reached.value(lessonId).steps.size());
}

int LessonProgress::answeredRight(const QString &lessonId) const
{
    return int(m_reached.value(lessonId).questions.size());
}

bool LessonProgress::isStepDone(const QString &lessonId, const QString &stepId) const
{
    return m_reached.value(lessonId).steps.contains(stepId);
}

bool LessonProgress::isAnsweredRight(const QString &lessonId, const QString &questionId) const
{
    return m_reached.value(lessonId).questions.contains(questionId);
}

bool LessonProgress::started(const QString &lessonId) const
{
    return stepsDone(lessonId) + answeredRight(lessonId) > 0;
}

bool LessonProgress::complete(const QString &lessonId) const
{
    return LessonRegistry::find(lessonId) && stepsDone(lessonId) == stepCount(lessonId)
        && answeredRight(lessonId) == questionCount(lessonId);
}

QString LessonProgress::summary(const QString &lessonId) const
{
    if (!LessonRegistry::find(lessonId))
        return {};
    if (!started(lessonId))
        //: Progress of a lesson in the navigation and on the Start page
        return tr("Not started");
    QStringList parts;
    if (stepCount(lessonId) > 0)
        //: Progress of a lesson: %1 steps done of %n, e.g. "2 of 4 steps"
        parts.append(tr("%1 of %n steps", nullptr, stepCount(lessonId)).arg(stepsDone(lessonId)));
    if (questionCount(lessonId) > 0)
        //: Progress of a lesson: %1 questions answered right of %n, e.g. "1 of 5 right"
        parts.append(tr("%1 of %n right", nullptr, questionCount(lessonId)).arg(answeredRight(lessonId)));
    return parts.join(QStringLiteral(" · "));
}

void LessonProgress::clear()
{
    m_reached.clear();
    m_lastLesson.clear();
    AppSettings::remove(kGroup);
    bump();
}

void LessonProgress::load()
{
    const auto settings = AppSettings::open();
    // A damaged entry (a value that is no list of known ids) is skipped with a warning; the
    // rest of the file, and of the progress, is kept.
    const auto readIds = [&settings](const QString &key, const QStringList &known) {
        QSet<QString> ids;
        if (!settings->contains(key))
            return ids;
        const QVariant value = settings->value(key);
        const QStringList saved = value.toStringList();
        for (const QString &id : saved) {
            if (known.contains(id))
                ids.insert(id);
        }
        // A value that is no list at all (a number) converts to an empty one.
        if (ids.size() != saved.size() || (saved.isEmpty() && !value.toString().isEmpty())) {
            qWarning("LessonProgress: ignored damaged entries in \"%s\" of %s.", qPrintable(key),
                     qPrintable(settings->fileName()));
        }
        return ids;
    };
    for (const LessonDefinition &lesson : LessonRegistry::lessons()) {
        Reached reached {readIds(keyOf(lesson.id, Kind::Step), lesson.stepIds),
                         readIds(keyOf(lesson.id, Kind::Question), lesson.questionIds)};
        if (!reached.steps.isEmpty() || !reached.questions.isEmpty())
            m_reached.insert(lesson.id, reached);
    }
    const QString last = settings->value(kLastLessonKey).toString();
    if (LessonRegistry::find(last))
        m_lastLesson = last;
    else if (!last.isEmpty())
        qWarning("LessonProgress: ignored the unknown last lesson \"%s\" in %s.", qPrintable(last),
                 qPrintable(settings->fileName()));
}

void LessonProgress::save(const QString &lessonId) const
{
    const Reached reached = m_reached.value(lessonId);
    // In the lesson's own order, so the file reads well and compares stably.
    const auto ordered = [](const QSet<QString> &ids, const QStringList &order) {
        QStringList list;
        std::copy_if(order.cbegin(), order.cend(), std::back_inserter(list),
                     [&ids](const QString &id) { return ids.contains(id); });
        return list;
    };
    AppSettings::setValues({
        {keyOf(lessonId, Kind::Step), ordered(reached.steps, stepIds(lessonId))},
        {keyOf(lessonId, Kind::Question), ordered(reached.questions, questionIds(lessonId))},
    });
}

void LessonProgress::bump()
{
    ++m_revision;
    emit changed();
}
