#!/usr/bin/env python3
"""What a screen reader gets: the running app read and driven through AT-SPI.

Starts hotspot-lab in Xvfb with accessibility on, on a private D-Bus session with its own
accessibility bus, and reads it as Orca does (python3-pyatspi). In every language and on
every page it checks:
- every control, chart and table has a name, and in German and Indonesian not the English one;
- no count reads with a wrong plural ("1 requests", "1 Anfragen");
- the lesson list reads in teaching order;
- nothing hidden is exposed: every item that lies in the window is shown;
- the menu bar is a menu bar, its menus open with Press and hold menu items.
It also drives the app only through accessibility actions: the language menu, the lesson
list, the lab's profile, key chips and Send/Drain/Reset buttons (read back from the
table), a slider's and a spin box's Increase and Decrease. And it listens, as a screen
reader does, for the lab's announcements: each press of Send or Reset run reaches the bus
with the status text, also when the text is the same as before.

With --workspace it checks the lesson workspace instead: each lesson opened at 1280x800 and
at 1024x700 has a chart and the controls that drive it fully inside the window, and pressing
the lab's Send or throttling's Play over the bus leaves the chart there.

    check_atspi.py --app build/hotspot-lab [--workspace]
Exit status 0 when every check passes, 1 with the failures listed otherwise.
"""
import argparse
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time


def role_of(node):
    """The node's role name as at-spi2-core 2.46 (Debian 12) names it: 2.56 (Debian 13)
    calls a push button "button"."""
    role = node.getRoleName()
    return 'push button' if role == 'button' else role


CONTROL_ROLES = {'push button', 'toggle button', 'radio button', 'check box', 'slider', 'spin button',
                 'combo box', 'page tab', 'list item', 'menu item', 'check menu item', 'radio menu item'}
NAMED_ROLES = CONTROL_ROLES | {'chart', 'table', 'list', 'menu bar'}
# Counts of one with a plural noun, per language (Indonesian nouns have no plural).
WRONG_PLURALS = {
    'en': re.compile(r'(?<![\d.,])\b1 (requests|keys|partitions|steps|batches|sub-keys|minutes|hours|'
                     r'writes|reads|items|owners|tenants|documents)\b'),
    'de': re.compile(r'(?<![\d.,])\b1 (Anfragen|Partitionen|Schritte|Minuten|Stunden|Besitzer[n]|'
                     r'Schreibzugriffe|Lesezugriffe|Mandanten|Dokumente|Abbauschritte)\b'),
    'id': None,
}
LANGUAGE_NAMES = {'en': 'English', 'de': 'Deutsch', 'id': 'Bahasa Indonesia'}


def outer(args):
    """Xvfb and a private session bus around the inner check."""
    for tool in ('Xvfb', 'dbus-run-session'):
        if not shutil.which(tool):
            print(f'atspi: {tool} is missing (scripts/packages.txt lists its package)')
            return 1
    if not os.path.exists(args.bus_launcher):
        print(f'atspi: {args.bus_launcher} is missing (package at-spi2-core)')
        return 1
    read_fd, write_fd = os.pipe()
    xvfb_log = tempfile.TemporaryFile(mode='w+')
    # -noreset: by default Xvfb resets when its last client leaves. The bus launcher connects
    # first (it puts the bus address on the root window) and leaves, so the app could meet
    # a server in the middle of its reset ("could not connect to display"), and the reset
    # would clear that address.
    xvfb = subprocess.Popen(['Xvfb', '-displayfd', str(write_fd), '-screen', '0', '1400x1000x24', '-nolisten', 'tcp',
                             '-noreset'],
                            pass_fds=(write_fd,), stdout=xvfb_log, stderr=subprocess.STDOUT)
    os.close(write_fd)
    with os.fdopen(read_fd) as pipe:
        display = pipe.readline().strip()
    try:
        env = dict(os.environ, DISPLAY=f':{display}', QT_LINUX_ACCESSIBILITY_ALWAYS_ON='1',
                   QT_ACCESSIBILITY='1', NO_AT_BRIDGE='0')
        env.pop('QT_QPA_PLATFORM', None)
        env.pop('WAYLAND_DISPLAY', None)
        # Debian's own interpreter: python3-pyatspi installs there, whichever python3 runs this.
        command = ['dbus-run-session', '--', '/usr/bin/python3', os.path.abspath(__file__), '--inner',
                   '--app', args.app, '--bus-launcher', args.bus_launcher] + (['--workspace'] if args.workspace else [])
        # Its own session, so a timeout ends the check, the app and the bus together.
        inner_run = subprocess.Popen(command, env=env, start_new_session=True)
        try:
            status = inner_run.wait(timeout=args.timeout)
        except subprocess.TimeoutExpired:
            os.killpg(inner_run.pid, signal.SIGKILL)
            print(f'atspi: no result within {args.timeout} s')
            status = 1
        if status != 0:
            xvfb_log.seek(0)
            state = 'running' if xvfb.poll() is None else f'ended with {xvfb.returncode}'
            print(f'atspi: Xvfb on :{display} {state}; its output: {xvfb_log.read()[-1500:]}')
        return status
    finally:
        xvfb.terminate()
        xvfb.wait()


class Reader:
    """The app on the accessibility bus."""

    def __init__(self, pyatspi, app):
        self.pyatspi = pyatspi
        self.app = app
        self.failures = []

    def frame(self):
        return self.app.getChildAtIndex(0)

    def nodes(self):
        """(node, role, name) of every node in the window, in reading order."""
        out = []

        def walk(node):
            try:
                role = role_of(node)
                name = node.name or ''
                count = node.childCount
            except Exception:
                return
            out.append((node, role, name))
            for index in range(count):
                try:
                    walk(node.getChildAtIndex(index))
                except Exception:
                    pass
        walk(self.frame())
        return out

    def find(self, role, name=None, prefix=None, shown=False):
        """The first node of that role (and name or name prefix); with shown, on screen."""
        for node, r, n in self.nodes():
            if r == role and (name is None or n == name) and (prefix is None or n.startswith(prefix)) \
                    and (not shown or self.shown(node)):
                return node
        return None

    def shown(self, node):
        return node.getState().contains(self.pyatspi.STATE_SHOWING)

    def act(self, node, *names):
        if node is None:
            self.failures.append(f'nothing to {"/".join(names)}: the item was not found (see above)')
            return False
        action = node.queryAction()
        available = [action.getName(i).lower() for i in range(action.nActions)]
        for wanted in names:
            if wanted in available:
                action.doAction(available.index(wanted))
                time.sleep(0.4)
                return True
        self.failures.append(f'"{node.name}" ({role_of(node)}) offers none of {names}, only {available}')
        return False

    def settle(self, seconds=0.6):
        time.sleep(seconds)


def lesson_entries(reader):
    lessons = None
    for node, role, name in reader.nodes():
        if role == 'list' and sum(role_of(node.getChildAtIndex(i)) == 'list item'
                                  for i in range(node.childCount)) >= 5:
            lessons = node
            break
    if lessons is None:
        return []
    children = [lessons.getChildAtIndex(i) for i in range(lessons.childCount)]
    return [child for child in children if role_of(child) == 'list item']


def check_page(reader, language, where, english_names):
    """Names, plurals, hidden items and the lesson list on the page on screen."""
    frame = reader.frame()
    fx = frame.queryComponent().getExtents(reader.pyatspi.DESKTOP_COORDS)
    menu_bar_bottom = fx.y
    nodes = reader.nodes()
    names = set()
    for node, role, name in nodes:
        if role == 'menu bar':
            e = node.queryComponent().getExtents(reader.pyatspi.DESKTOP_COORDS)
            menu_bar_bottom = max(menu_bar_bottom, e.y + e.height)
    for node, role, name in nodes:
        if role in NAMED_ROLES and role != 'menu bar' and not name.strip():
            reader.failures.append(f'{where} [{language}]: a {role} without a name')
        if role in NAMED_ROLES and name:
            names.add(name)
            if language != 'en' and name in english_names.get(where, set()) and re.search(r'[A-Za-z]{4,}', name) \
                    and name not in ('Hotspot Lab', 'Start', 'Cache') and name not in LANGUAGE_NAMES.values():
                reader.failures.append(f'{where} [{language}]: {role} still in English: "{name}"')
        pattern = WRONG_PLURALS[language]
        if pattern and pattern.search(name):
            reader.failures.append(f'{where} [{language}]: wrong plural in "{name}"')
        # A hidden item a screen reader would still find: Qt gives it no extents at all, or
        # (the page is opened at the top) it lies in the window below the menu bar but is
        # not shown. An item scrolled out of view has extents outside the window.
        if role in ('application', 'frame', 'menu bar', 'menu', 'popup menu', 'scroll bar'):
            continue
        try:
            e = node.queryComponent().getExtents(reader.pyatspi.DESKTOP_COORDS)
        except Exception:
            reader.failures.append(f'{where} [{language}]: hidden {role} "{name}" is exposed (no extents)')
            continue
        inside = (e.width > 0 and e.height > 0 and e.x >= fx.x and e.y >= menu_bar_bottom
                  and e.x + e.width <= fx.x + fx.width and e.y + e.height <= fx.y + fx.height)
        if inside and not reader.shown(node):
            reader.failures.append(f'{where} [{language}]: hidden {role} "{name}" is exposed')
    if language == 'en':
        english_names[where] = names
    # The lesson list: Start, then 1., 2., ... in teaching order.
    entries = [entry.name for entry in lesson_entries(reader)]
    numbers = [int(m.group(1)) for m in (re.match(r'(\d+)\. ', n) for n in entries[1:]) if m]
    if len(entries) < 5 or numbers != list(range(1, len(entries))):
        reader.failures.append(f'{where} [{language}]: the lesson list reads {entries}')


def check_menus(reader, language):
    bar = reader.find('menu bar')
    if bar is None:
        reader.failures.append(f'[{language}] no menu bar')
        return
    titles = [bar.getChildAtIndex(i) for i in range(bar.childCount)]
    # File, Language, View, Help
    if len(titles) != 4:
        reader.failures.append(f'[{language}] the menu bar holds {len(titles)} entries, not 4')
        return
    for title in titles:
        if '&' in title.name:
            reader.failures.append(f'[{language}] menu title "{title.name}" reads its "&"')
        reader.act(title, 'press')
        reader.settle()
        items = [(n, r, name) for n, r, name in reader.nodes()
                 if r in ('menu item', 'check menu item', 'radio menu item') and reader.shown(n)]
        if not items:
            reader.failures.append(f'[{language}] menu "{title.name}" opened with Press shows no menu items')
        for _node, _role, name in items:
            if not name or '&' in name:
                reader.failures.append(f'[{language}] menu item "{name}" in "{title.name}"')
        reader.act(title, 'press')  # a second press closes it, as a second click does
        reader.settle(0.3)


def switch_language(reader, language):
    bar = reader.find('menu bar')
    reader.act(bar.getChildAtIndex(1), 'press')  # the Language menu, after File
    reader.settle()
    wanted = LANGUAGE_NAMES[language]
    for node, role, name in reader.nodes():
        if name == wanted and role in ('menu item', 'check menu item', 'radio menu item') and reader.shown(node):
            reader.act(node, 'press', 'toggle')
            reader.settle(1.0)
            return True
    reader.failures.append(f'the Language menu has no "{wanted}" entry')
    return False


def cell_text(cell):
    """A table cell's words: Qt 6.4 puts the cell's label in the table itself, Qt 6.8 an
    unnamed item (a filler) around it."""
    if not cell.name and cell.childCount == 1:
        return cell.getChildAtIndex(0).name
    return cell.name


def table_cells(reader, table_name):
    table = reader.find('table', name=table_name)
    if table is None:
        return None
    return [cell_text(table.getChildAtIndex(i)) for i in range(table.childCount)]


def open_lesson(reader, prefix):
    """Presses the lesson list's entry whose name starts with prefix ("2. ")."""
    entry = next((e for e in lesson_entries(reader) if e.name.startswith(prefix)), None)
    reader.act(entry, 'press')
    reader.settle(1.5)


def drive_lab(reader):
    """The lab driven through accessibility actions only, read back from its table."""
    open_lesson(reader, '2. ')
    name = 'Requests per partition'
    cells = table_cells(reader, name)
    if cells is None:
        reader.failures.append('lab: no table "Requests per partition"')
        return
    columns = 6  # Partition, Keys owned, Received, Completed, Waiting, Share

    def received():
        cells = table_cells(reader, name)
        return [cells[row * columns + 2] for row in range(3)] if cells and len(cells) >= 3 * columns else cells

    send = reader.find('push button', name='Send 12 requests + step', shown=True)
    if send is None:
        reader.failures.append('lab: no shown "Send 12 requests + step" button')
        return
    reader.act(send, 'press')
    if received() != ['4', '4', '4']:
        reader.failures.append(f'lab: after Press on Send (Even profile) P0-P2 received {received()}, not 4/4/4')
    hot = reader.find('radio button', name='Hot key profile')
    reader.act(hot, 'press', 'toggle')
    chip = reader.find('radio button', prefix='Key 4,') or reader.find('push button', prefix='Key 4,')
    if chip is None:
        reader.failures.append('lab: no key chip "Key 4, ..."')
        return
    reader.act(chip, 'press', 'toggle')
    send = reader.find('push button', name='Send 12 requests + step')
    reader.act(send, 'press')
    if received() != ['1', '10', '1']:
        reader.failures.append(f'lab: hot key 4, one batch: P0-P2 received {received()}, not 1/10/1')
    reset = reader.find('push button', name='Reset run')
    reader.act(reset, 'press')
    if received() != ['0', '0', '0']:
        reader.failures.append(f'lab: after Press on Reset run P0-P2 received {received()}, not 0/0/0')


def drive_steppers(reader):
    """Increase and Decrease on a spin box (keys-vs-load) and a slider (sub-keys)."""
    for prefix, role in (('1. ', 'spin button'), ('3. ', 'slider')):
        open_lesson(reader, prefix)
        control = reader.find(role)
        if control is None:
            reader.failures.append(f'lesson {prefix}: no {role}')
            continue
        value = control.queryValue()
        before = value.currentValue
        up = before < value.maximumValue
        reader.act(control, 'increase' if up else 'decrease')
        after = value.currentValue
        if after == before or (after > before) != up:
            reader.failures.append(f'{role} "{control.name}": {"Increase" if up else "Decrease"} went {before} -> {after}')
        reader.act(control, 'decrease' if up else 'increase')
        if value.currentValue != before:
            reader.failures.append(f'{role} "{control.name}": did not come back to {before}')


class AlertListener:
    """What of the app's announcements reaches the bus: name changes of 'alert' objects.

    The app's LiveAnnouncer (role AlertMessage, 'alert' on the bus) sends NameChanged and
    Alert for each announcement. Qt's AT-SPI bridge drops QAccessible::Alert (6.4 and later
    alike, see notify() in qtbase's atspiadaptor.cpp), so the name change is what a screen
    reader gets. Newer bridges put the name in the event; Qt 6.4's is read from the object."""

    EVENT = 'object:property-change:accessible-name'

    def __init__(self, pyatspi):
        from gi.repository import GLib
        self.pyatspi = pyatspi
        self.context = GLib.MainContext.default()
        self.heard = []
        pyatspi.Registry.registerEventListener(self.on_event, self.EVENT)
        # The app learns of the new listener over the bus before it sends such events.
        self.take(1.0)

    def on_event(self, event):
        try:
            if event.source.getRoleName() == 'alert':
                self.heard.append(event.any_data if isinstance(event.any_data, str) else event.source.name)
        except Exception:  # the object went away before it could be read
            pass

    def take(self, seconds):
        """The texts heard in the next seconds (the bus's events pumped meanwhile)."""
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            while self.context.iteration(False):
                pass
            time.sleep(0.05)
        heard, self.heard = self.heard, []
        return heard

    def close(self):
        self.pyatspi.Registry.deregisterEventListener(self.on_event, self.EVENT)


def check_lab_announcements(reader):
    """Send and Reset run pressed over the bus are announced with the status text.

    The status line's own binding also changes the alert's name when the text changes, so
    the second Reset (the same text again) is the announcer's alone: with a broken
    announcer nothing reaches the bus there."""
    open_lesson(reader, '2. ')
    listener = AlertListener(reader.pyatspi)
    try:
        # From a clear run in the Even profile: every partition gets 4 and finishes 4.
        reader.act(reader.find('radio button', name='Even profile'), 'press', 'toggle')
        reader.act(reader.find('push button', name='Reset run', shown=True), 'press')
        listener.take(3.0)
        expected = [
            ('Send 12 requests + step', 'Batch sent, step 1 done. Waiting: 0 at P0, 0 at P1, and 0 at P2.'),
            ('Reset run', 'Run reset: all counters are zero and every queue is empty.'),
            ('Reset run', 'Run reset: all counters are zero and every queue is empty.'),
        ]
        for button, text in expected:
            reader.act(reader.find('push button', name=button, shown=True), 'press')
            # All of a press's events, so none is counted for the next press.
            heard = listener.take(3.0)
            if not heard or heard[-1] != text:
                reader.failures.append(f'lab: after Press on "{button}" the bus carried {heard}, not "{text}"')
    finally:
        listener.close()


def start_app(pyatspi, app_path, home, arguments):
    """The app started with arguments, once it is on the bus: (process, accessible, log)."""
    env = dict(os.environ, HOME=home, XDG_CONFIG_HOME=os.path.join(home, '.config'))
    app_log = open(os.path.join(home, 'app.log'), 'w+')
    process = subprocess.Popen([app_path] + arguments, env=env, stdout=app_log, stderr=subprocess.STDOUT)
    # Up to a minute: under a parallel ctest the start-up can take far longer than alone.
    for _ in range(240):
        desktop = pyatspi.Registry.getDesktop(0)
        for index in range(desktop.childCount):
            candidate = desktop.getChildAtIndex(index)
            if candidate is not None and 'hotspot' in (candidate.name or '').lower() and candidate.childCount \
                    and candidate.get_process_id() == process.pid:  # not one that is closing
                return process, candidate, app_log
        if process.poll() is not None:
            break
        time.sleep(0.25)
    return process, None, app_log


# The workspace rule (docs/architecture.md, the rules): on opening a lesson, a chart and the
# controls that drive it lie fully inside the window. (role, accessible name or its start).
WORKSPACE = {
    'keys-vs-load': [('chart', 'Requests per second on each partition'), ('page tab', 'Cause')],
    'lab': [('chart', 'Share of all requests received'), ('table', 'Requests per partition'),
            ('push button', 'Send 12 requests + step')],
    'subkeys': [('chart', 'Placed by hash'), ('slider', 'Number of sub-keys')],
    'detect': [('chart', "The sketch's top keys"), ('push button', 'Play the stream')],
    'throttling': [('chart', 'Writer CPU'), ('push button', 'Play the simulation')],
}
# The button pressed over the bus, and what must still be in view after it.
WORKSPACE_PRESS = {
    'lab': ('Send 12 requests + step', [('chart', 'Share of all requests received'),
                                        ('table', 'Requests per partition')]),
    'detect': ('Play the stream', [('chart', "The sketch's top keys")]),
    'throttling': ('Play the simulation', [('chart', 'Writer CPU')]),
}


def in_window(reader, role, prefix):
    """Whether a shown node of that role whose name starts with prefix lies fully inside the window."""
    frame = reader.frame().queryComponent().getExtents(reader.pyatspi.DESKTOP_COORDS)
    found = False
    for node, r, name in reader.nodes():
        if r != role or not name.startswith(prefix):
            continue
        found = True
        e = node.queryComponent().getExtents(reader.pyatspi.DESKTOP_COORDS)
        if reader.shown(node) and e.width > 0 and e.height > 0 and e.x >= frame.x and e.y >= frame.y \
                and e.x + e.width <= frame.x + frame.width and e.y + e.height <= frame.y + frame.height:
            return 'in view'
    if not found:
        similar = sorted({f'{r} "{name}"' for _node, r, name in reader.nodes() if name.startswith(prefix)})
        return f'missing (with that name: {", ".join(similar) or "nothing"})'
    return 'outside the window'


def inner_workspace(args):
    """Each lesson opened at both window sizes: its chart and controls are in the window."""
    import pyatspi  # noqa: only here, on the private session bus
    launcher = subprocess.Popen([args.bus_launcher, '--launch-immediately'],
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    home = tempfile.mkdtemp()
    failures = []
    opened = 0
    try:
        time.sleep(1.0)
        for size in ('1280x800', '1024x700'):
            for lesson, expected in WORKSPACE.items():
                where = f'{lesson} at {size}'
                process, app, app_log = start_app(pyatspi, args.app, home,
                                                  ['--lang', 'en', '--lesson', lesson, '--size', size])
                try:
                    if app is None:
                        app_log.seek(0)
                        failures.append(f'{where}: the app did not appear on the bus; its output: '
                                        f'{app_log.read()[-1000:]}')
                        continue
                    reader = Reader(pyatspi, app)
                    # The simulation is built after the first frame.
                    for _ in range(40):
                        if all(in_window(reader, role, name) == 'in view' for role, name in expected):
                            break
                        reader.settle(0.25)
                    for role, name in expected:
                        state = in_window(reader, role, name)
                        if state != 'in view':
                            failures.append(f'{where}: {role} "{name}" is {state} on opening')
                    opened += 1
                    if lesson in WORKSPACE_PRESS:
                        button, after = WORKSPACE_PRESS[lesson]
                        reader.act(reader.find('push button', name=button, shown=True), 'press')
                        reader.settle(1.0)
                        for role, name in after:
                            state = in_window(reader, role, name)
                            if state != 'in view':
                                failures.append(f'{where}: after Press on "{button}", {role} "{name}" is {state}')
                        failures.extend(f'{where}: {failure}' for failure in reader.failures)
                finally:
                    process.terminate()
                    process.wait()
        for failure in failures:
            print(failure)
        print(f'atspi workspace: {opened} lesson openings read, {len(failures)} problem(s)')
        return 1 if failures or opened < 2 * len(WORKSPACE) else 0
    finally:
        launcher.terminate()
        shutil.rmtree(home, ignore_errors=True)


def inner(args):
    import pyatspi  # noqa: only here, on the private session bus
    launcher = subprocess.Popen([args.bus_launcher, '--launch-immediately'],
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    home = tempfile.mkdtemp()
    app_process = None
    try:
        time.sleep(1.0)
        app_process, app, app_log = start_app(pyatspi, args.app, home,
                                              ['--lang', 'en', '--lesson', 'start', '--size', '1280x900'])
        if app is None:
            app_log.seek(0)
            print('atspi: the app did not appear on the accessibility bus; its output:')
            print(app_log.read()[-2000:])
            return 1
        reader = Reader(pyatspi, app)
        reader.settle(2.0)
        english_names = {}
        pages = 0
        for language in ('en', 'de', 'id'):
            if language != 'en':
                switch_language(reader, language)
            check_menus(reader, language)
            for index in range(len(lesson_entries(reader))):
                entry = lesson_entries(reader)[index]
                reader.act(entry, 'press')
                reader.settle(1.5)
                check_page(reader, language, f'page {index}', english_names)
                pages += 1
        switch_language(reader, 'en')
        for drive in (drive_lab, check_lab_announcements, drive_steppers):
            try:
                drive(reader)
            except Exception as error:  # report and go on: the bus or the app went away
                reader.failures.append(f'{drive.__name__}: {error!r}')
        if pages < 15:
            reader.failures.append(f'only {pages} pages read')
        for failure in reader.failures:
            print(failure)
        print(f'atspi: {pages} pages read in 3 languages, {len(reader.failures)} problem(s)')
        return 1 if reader.failures else 0
    finally:
        if app_process:
            app_process.terminate()
            app_process.wait()
        launcher.terminate()
        shutil.rmtree(home, ignore_errors=True)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument('--app', required=True)
    parser.add_argument('--bus-launcher', default='/usr/libexec/at-spi-bus-launcher')
    parser.add_argument('--timeout', type=int, default=400)
    parser.add_argument('--inner', action='store_true')
    parser.add_argument('--workspace', action='store_true',
                        help='check the lesson workspace: on opening each lesson at 1280x800 and 1024x700, '
                             'its chart and controls lie inside the window, also after Send or Play')
    args = parser.parse_args()
    if not args.inner:
        return outer(args)
    return inner_workspace(args) if args.workspace else inner(args)


if __name__ == '__main__':
    sys.exit(main())
