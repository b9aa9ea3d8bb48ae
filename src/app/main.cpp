// The executable only parses the command line and hands over to the library.
#include "app/AppRunner.h"

#include <QtQml/qqmlextensionplugin.h>

Q_IMPORT_QML_PLUGIN(HotspotLabPlugin)

int main(int argc, char *argv[])
{
    return AppRunner::run(argc, argv);
}
