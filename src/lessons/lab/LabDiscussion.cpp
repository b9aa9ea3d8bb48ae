#include "lessons/lab/LabDiscussion.h"

#include <QCoreApplication>

namespace LabDiscussion {

// The texts keep the page's translation context, where their translations have always been.
QList<LessonQuestion> questions()
{
    QList<LessonQuestion> questions;
    questions.append(LessonQuestion::discussion(
        QStringLiteral("discussion1"),
        QCoreApplication::translate(
            "LabBody",
            "1. A catalogue is partitioned evenly, yet one product launch overloads a single product page. What sets "
            "the limit here: key placement, request frequency, request cost or capacity?"),
        QCoreApplication::translate(
            "LabBody",
            "Request frequency, measured against capacity. Placement is even, four keys per owner, and in the lab "
            "every request costs the same. The launch sends most requests to one key, so its owner receives more per "
            "step than the four it can finish, and its queue grows. Dearer requests would make it worse, but they are "
            "not what starts it.")));
    questions.append(LessonQuestion::discussion(
        QStringLiteral("discussion2"),
        QCoreApplication::translate("LabBody",
                                    "2. Which measure changes the amount of work that reaches the "
                                    "owner, and which one only moves it somewhere else?"),
        QCoreApplication::translate(
            "LabBody",
            "A cache lowers it: the requests it answers never reach the owner. Splitting the key spreads the same work "
            "over several owners, so each one gets less. Moving the key hands the whole load to another owner, which "
            "helps only if that owner has room for all of it. Adding partitions thins out the other keys, but the hot "
            "key keeps its single owner.")));
    questions.append(LessonQuestion::discussion(
        QStringLiteral("discussion3"),
        QCoreApplication::translate("LabBody",
                                    "3. If you split that product's key into several keys, which "
                                    "guarantees would you have to think through again?"),
        QCoreApplication::translate(
            "LabBody",
            "Reading the whole value now means collecting every part, and totals have to be added up. An update that "
            "must see the whole value, such as stock that may not drop below zero, is no longer one atomic operation "
            "on one key. And writes to different parts have no common order.")));
    return questions;
}

} // namespace LabDiscussion
