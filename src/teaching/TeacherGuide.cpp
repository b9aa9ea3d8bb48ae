#include "teaching/TeacherGuide.h"

#include "i18n/LanguageService.h"
#include "lessons/catalog/LessonCatalog.h"
#include "teaching/LessonSheet.h"

TeacherGuide::TeacherGuide(QObject *parent)
    : QObject(parent)
{
    connect(LanguageService::instance(), &LanguageService::languageChanged, this, &TeacherGuide::refresh);
}

void TeacherGuide::setLessonId(const QString &lessonId)
{
    if (lessonId == m_lessonId)
        return;
    // Checked against the catalogue: every page sets this on creation, and the notes
    // themselves are written only while the part is open.
    if (!LessonCatalog::isKnown(lessonId) || lessonId == LessonCatalog::startLessonId()) {
        qWarning("TeacherGuide: \"%s\" has no notes for teachers; the lesson stays \"%s\"", qPrintable(lessonId),
                 qPrintable(m_lessonId));
        return;
    }
    m_lessonId = lessonId;
    emit lessonIdChanged();
    refresh();
}

void TeacherGuide::setActive(bool active)
{
    if (active == m_active)
        return;
    m_active = active;
    emit activeChanged();
    refresh();
}

QString TeacherGuide::sheetsText() const
{
    if (m_parts.isEmpty())
        return {};
    //: In the teachers' notes; the menu entries are those of the File menu
    return tr("Printable sheets of this lesson: File > Export worksheet... and File > Export answer sheet... (PDF, "
              "A4 or Letter).");
}

void TeacherGuide::refresh()
{
    if (m_lessonId.isEmpty() || !m_active) {
        if (!m_parts.isEmpty()) {
            m_parts.clear();
            emit partsChanged();
        }
        return;
    }
    const LessonSheet sheet = LessonSheet::build(m_lessonId);
    QStringList answers;
    for (const SheetSection &section : sheet.sections) {
        // Where a section asks one question several times (a fix, a scenario), the item's
        // heading says which time.
        QStringList prompts;
        for (const SheetItem &item : section.items)
            prompts.append(item.prompt);
        for (const SheetItem &item : section.items) {
            const bool repeated = prompts.count(item.prompt) > 1 && !item.heading.isEmpty();
            //: A repeated question in the teacher's answers: %1 what it is asked about (a fix, a scenario), %2 the
            //: question
            const QString question = repeated ? tr("%1: %2").arg(item.heading, item.prompt) : item.prompt;
            answers.append(QStringLiteral("%1 — %2").arg(question, item.answer));
        }
    }
    QVariantList parts;
    const QList<TeacherNotes::Part> noteParts = sheet.notes.parts(answers);
    for (const TeacherNotes::Part &part : noteParts)
        parts.append(QVariantMap {{QStringLiteral("title"), part.title}, {QStringLiteral("items"), part.items}});
    m_parts = parts;
    emit partsChanged();
}
