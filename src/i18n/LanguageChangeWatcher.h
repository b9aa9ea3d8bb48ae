#pragma once

#include <QObject>

// Emits languageChanged() whenever a translator is installed or removed anywhere in the
// app. C++ models own one, so their translated headers and cells follow a language
// switch without knowing about the LanguageService.
class LanguageChangeWatcher : public QObject
{
    Q_OBJECT

public:
    explicit LanguageChangeWatcher(QObject *parent = nullptr);

signals:
    void languageChanged();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
};
