import QtQml
import HotspotLab

// Reports a lesson's milestones to LessonProgress: bind `reachedStep` or `reachedQuestion`
// to the id of the step done or the question answered right now, and to "" while there is
// none. One binding gives both what and whether, so a state that moves on (the lab's guide
// going to its next step) can never pair a new id with the old step's result. Nothing is
// ever unmarked: what a student once reached stays reached until "Reset all".
QtObject {
    required property string lessonId
    property string reachedStep
    property string reachedQuestion

    function report() {
        if (reachedStep.length > 0)
            LessonProgress.markStepDone(lessonId, reachedStep);
        if (reachedQuestion.length > 0)
            LessonProgress.markAnsweredRight(lessonId, reachedQuestion);
    }

    // Marking is idempotent, so reporting both ids on either change is harmless.
    onReachedStepChanged: report()
    onReachedQuestionChanged: report()
    Component.onCompleted: report()
}
