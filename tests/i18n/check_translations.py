#!/usr/bin/env python3
"""Fails when a translation catalogue is incomplete or stale.

Complete: in hotspotlab_de.ts and hotspotlab_id.ts every message is finished, not empty,
keeps the source's placeholders (%1, %n, ...) and differs from its English source unless
i18n/same-as-source.txt lists it (terms such as "Hot key" that a language keeps) or it
has no words to translate. In hotspotlab_en.ts every plural message is finished.
Stale: lupdate, run on a temporary copy with the project's own arguments
(scripts/update-translations), would change the catalogue.
"""
import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

PLACEHOLDER = re.compile(r'%(?:n|L?\d+)')
LANGUAGES = ('de', 'id')


def messages(path):
    """(context, source, comment, numerus) -> (type, [texts]) for live messages."""
    result = {}
    for context in ET.parse(path).getroot().iter('context'):
        name = context.findtext('name')
        for msg in context.iter('message'):
            tr = msg.find('translation')
            kind = tr.get('type') if tr is not None else None
            if kind in ('obsolete', 'vanished'):
                continue
            forms = [f.text or '' for f in tr.findall('numerusform')] if tr is not None else []
            texts = forms if forms else [(tr.text or '') if tr is not None else '']
            key = (name, msg.findtext('source'), msg.findtext('comment') or '', msg.get('numerus') == 'yes')
            result[key] = (kind, texts)
    return result


def allowed_identical(source_dir):
    allowed = set()
    path = os.path.join(source_dir, 'i18n', 'same-as-source.txt')
    if os.path.exists(path):
        for line in open(path, encoding='utf-8'):
            line = line.rstrip('\n')
            if line and not line.startswith('#'):
                lang, _, text = line.partition('\t')
                allowed.add((lang, text))
    return allowed


def has_words(text):
    return re.search(r'[^\W\d_]{2,}', PLACEHOLDER.sub('', text)) is not None


def check_complete(source_dir, errors):
    allowed = allowed_identical(source_dir)
    used = set()
    for lang in LANGUAGES:
        path = os.path.join(source_dir, 'i18n', f'hotspotlab_{lang}.ts')
        for (context, source, _comment, numerus), (kind, texts) in messages(path).items():
            where = f'{os.path.basename(path)}: [{context}] "{source[:70]}"'
            if kind == 'unfinished':
                errors.append(f'{where}: unfinished')
                continue
            if not all(t.strip() for t in texts):
                errors.append(f'{where}: empty translation')
                continue
            wanted = sorted(set(PLACEHOLDER.findall(source)))
            for text in texts:
                found = sorted(set(PLACEHOLDER.findall(text)))
                if found != wanted and not (numerus and set(found) <= set(wanted)):
                    errors.append(f'{where}: placeholders {found} differ from the source {wanted}')
            if (lang, source) in allowed:
                used.add((lang, source))
            if (not numerus and texts[0] == source and has_words(source)
                    and (lang, source) not in allowed):
                errors.append(f'{where}: identical to the English source '
                              '(translate it, or list it in i18n/same-as-source.txt)')
    for lang, text in sorted(allowed - used):
        errors.append(f'same-as-source.txt: "{lang}\t{text}" matches no message any more; remove it')
    en = os.path.join(source_dir, 'i18n', 'hotspotlab_en.ts')
    for (context, source, _c, _n), (kind, texts) in messages(en).items():
        if kind == 'unfinished' or not all(t.strip() for t in texts):
            errors.append(f'hotspotlab_en.ts: [{context}] "{source[:70]}": plural forms unfinished')


def check_fresh(source_dir, lupdate, errors):
    with tempfile.TemporaryDirectory() as tmp:
        names = [f'hotspotlab_{lang}.ts' for lang in ('en',) + LANGUAGES]
        for name in names:
            shutil.copy(os.path.join(source_dir, 'i18n', name), tmp)
        env = dict(os.environ, LUPDATE=lupdate)
        subprocess.run([os.path.join(source_dir, 'scripts', 'update-translations'), '--ts-dir', tmp],
                       check=True, env=env, stdout=subprocess.DEVNULL)
        for name in names:
            before = messages(os.path.join(source_dir, 'i18n', name))
            after = messages(os.path.join(tmp, name))
            for key in sorted(set(after) - set(before)):
                errors.append(f'{name}: stale, missing [{key[0]}] "{key[1][:70]}" '
                              '(run scripts/update-translations)')
            for key in sorted(set(before) - set(after)):
                errors.append(f'{name}: stale, [{key[0]}] "{key[1][:70]}" is no longer in the '
                              'sources (run scripts/update-translations)')


MNEMONIC = re.compile(r'&([^&\s])')


def check_menu_mnemonics(source_dir, errors):
    """Alt+letter must open one menu: the menu bar's mnemonics are unique in every language.

    Only the menu bar's titles carry a mnemonic (AppMenuBar), so no two texts of that
    context may mark the same letter.
    """
    path = os.path.join(source_dir, 'i18n', f'hotspotlab_{LANGUAGES[0]}.ts')
    english = [source for (context, source, _c, _n) in messages(path) if context == 'AppMenuBar']
    tables = {'en': english}
    for lang in LANGUAGES:
        path = os.path.join(source_dir, 'i18n', f'hotspotlab_{lang}.ts')
        tables[lang] = [texts[0] for (context, _s, _c, _n), (_k, texts) in messages(path).items()
                        if context == 'AppMenuBar']
    for lang, texts in tables.items():
        seen = {}
        for text in texts:
            for letter in MNEMONIC.findall(text.replace('&&', '')):
                key = letter.casefold()
                if key in seen:
                    errors.append(f'{lang}: menu mnemonic Alt+{letter.upper()} in both "{seen[key]}" and "{text}"')
                else:
                    seen[key] = text


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument('--source-dir', required=True)
    parser.add_argument('--lupdate', default='/usr/lib/qt6/bin/lupdate')
    args = parser.parse_args()
    errors = []
    check_complete(args.source_dir, errors)
    check_menu_mnemonics(args.source_dir, errors)
    check_fresh(args.source_dir, args.lupdate, errors)
    for error in errors:
        print(error)
    print(f'translations: {len(errors)} problem(s)')
    return 1 if errors else 0


if __name__ == '__main__':
    sys.exit(main())
