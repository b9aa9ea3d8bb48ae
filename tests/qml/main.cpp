// Qt Quick Test runner for the HotspotLab module. Qt Charts draws through Graphics View,
// so a QApplication must exist before quick_test_main_with_setup creates its engine.
#include "app/AppRunner.h"

#include <QApplication>
#include <QQmlEngine>
#include <QStandardPaths>
#include <QtQml/qqmlextensionplugin.h>
#include <QtQuickTest>

Q_IMPORT_QML_PLUGIN(HotspotLabPlugin)

class Setup : public QObject
{
    Q_OBJECT

public slots:
    void qmlEngineAvailable(QQmlEngine *engine) { AppRunner::prepareEngine(*engine); }
};

int main(int argc, char **argv)
{
    QStandardPaths::setTestModeEnabled(true);
    AppRunner::setApplicationMetadata();
    QApplication app(argc, argv);
    AppRunner::configureQuick();
    Setup setup;
    return quick_test_main_with_setup(argc, argv, "tst_qml", nullptr, &setup);
}

#include "main.moc"
