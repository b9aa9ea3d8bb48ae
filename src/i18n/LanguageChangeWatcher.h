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

    // While a Batch exists, translator changes are only noted; when the outermost Batch
    // ends, every watcher emits languageChanged() once. A language switch removes and
    // installs two translators (four events): without a batch each model would refresh
    // four times per switch, which costs frames on pages with charts.
    class Batch
    {
    public:
        Batch();
        ~Batch();
        Q_DISABLE_COPY_MOVE(Batch)
    };

signals:
    void languageChanged();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
};
