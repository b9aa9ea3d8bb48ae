#include "lessons/catalog/LessonPrediction.h"

#include <QtDebug>

LessonPrediction::LessonPrediction(QObject *parent)
    : QObject(parent)
{
    // Every text follows the state (the verdict, the committed choice).
    connect(this, &LessonPrediction::stateChanged, this, &LessonPrediction::textsChanged);
}

void LessonPrediction::setChosenIndex(int index)
{
    if (index == m_chosenIndex)
        return;
    if (m_committed) {
        qWarning("LessonPrediction: the prediction is committed; clear() it before choosing again");
        return;
    }
    if (index < -1 || index >= m_choices.size()) {
        qWarning("LessonPrediction: choice %d refused; it must be from -1 to %lld", index,
                 static_cast<long long>(m_choices.size() - 1));
        return;
    }
    m_chosenIndex = index;
    emit stateChanged();
}

LessonPrediction::Verdict LessonPrediction::verdict() const
{
    if (!revealed())
        return NotYet;
    return m_chosenIndex == m_outcomeIndex ? Right : Wrong;
}

QString LessonPrediction::statusText() const
{
    if (m_committed) {
        const QString chosen = m_choices.value(m_chosenIndex);
        //: %1 is the committed answer, quoted
        const QString prediction = tr("Your prediction: “%1”.").arg(chosen);
        return revealed() ? prediction : tr("%1 %2").arg(prediction, m_afterCommit);
    }
    if (!m_open)
        return m_whenClosed;
    if (m_chosenIndex < 0)
        return tr("Pick the answer you expect, then commit it before you look.");
    return tr("Commit your prediction, then go and look.");
}

QString LessonPrediction::verdictText() const
{
    switch (verdict()) {
    case Right:
        return tr("Right: the result is what you predicted.");
    case Wrong:
        //: %1 is the answer the result proves right
        return tr("Not quite: the result is “%1”.").arg(m_choices.value(m_outcomeIndex));
    case NotYet:
        break;
    }
    return {};
}

bool LessonPrediction::commit()
{
    if (m_committed) {
        qWarning("LessonPrediction: already committed; clear() it to predict again");
        return false;
    }
    if (m_chosenIndex < 0) {
        qWarning("LessonPrediction: nothing to commit; choose an answer first");
        return false;
    }
    if (!m_open) {
        qWarning("LessonPrediction: the result is already in view; a prediction now would only copy it");
        return false;
    }
    m_committed = true;
    emit stateChanged();
    return true;
}

void LessonPrediction::clear()
{
    if (!m_committed && m_chosenIndex < 0)
        return;
    m_committed = false;
    m_chosenIndex = -1;
    emit stateChanged();
}

void LessonPrediction::setTexts(const QString &question, const QStringList &choices, const QString &afterCommit,
                                const QString &whenClosed)
{
    // The owner words its texts whenever its state moves (every simulated minute): only
    // a change, a language switch or another scenario, reaches the page.
    if (question == m_question && choices == m_choices && afterCommit == m_afterCommit && whenClosed == m_whenClosed)
        return;
    // A language switch keeps the number of choices; a new set clears a choice it lacks.
    if (m_chosenIndex >= choices.size()) {
        m_chosenIndex = -1;
        m_committed = false;
        emit stateChanged();
    }
    m_question = question;
    m_choices = choices;
    m_afterCommit = afterCommit;
    m_whenClosed = whenClosed;
    emit textsChanged();
}

void LessonPrediction::setOpen(bool open)
{
    if (open == m_open)
        return;
    m_open = open;
    emit stateChanged();
}

void LessonPrediction::setOutcome(int outcomeIndex, const QString &resultText)
{
    const int outcome = outcomeIndex >= 0 && outcomeIndex < m_choices.size() ? outcomeIndex : -1;
    const QString text = outcome >= 0 ? resultText : QString();
    if (outcome == m_outcomeIndex && text == m_resultText)
        return;
    const bool stateMoves = outcome != m_outcomeIndex;
    m_outcomeIndex = outcome;
    m_resultText = text;
    if (stateMoves)
        emit stateChanged();
    else
        emit textsChanged();
}
