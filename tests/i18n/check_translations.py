#!/usr/bin/env python3
"""Fails when a translation catalogue is incomplete or stale.

Complete: in hotspotlab_de.ts and hotspotlab_id.ts every message is finished, not empty,
keeps the source's placeholders (%1, %n, ...) and differs from its English source unless
i18n/same-as-source.txt lists it (terms such as "Hot key" that a language keeps) or it
has no words to translate. In hotspotlab_en.ts every plural message is finished.
Stale: lupdate, run on a temporary copy with the project's own arguments
(scripts/update-translations), would change the catalogue.
One word per idea: no translation uses a variant that i18n/glossary.tsv lists as wrong.
Typography: German "83 %" with a no-break space; "(s)" only in plural messages.
Menu mnemonics are checked in the running app (tst_accessibility).
"""
import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

PLACEHOLDER = re.compile(r'%(?:L?n|L?\d+)')
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


def glossary(source_dir):
    """[(English term, language, chosen word, [wrong variants])] from i18n/glossary.tsv."""
    columns = {'de': (1, 2), 'id': (3, 4)}
    entries = []
    for line in open(os.path.join(source_dir, 'i18n', 'glossary.tsv'), encoding='utf-8'):
        line = line.rstrip('\n')
        if not line or line.startswith('#'):
            continue
        fields = (line.split('\t') + [''] * 5)[:5]
        for lang, (chosen, wrong) in columns.items():
            variants = [v.strip() for v in fields[wrong].split('|') if v.strip()]
            if variants:
                entries.append((fields[0], lang, fields[chosen], variants))
    return entries


def whole_words(variant):
    """A case-insensitive pattern for the variant as whole words."""
    return re.compile(r'(?<!\w)' + re.escape(variant) + r'(?!\w)', re.IGNORECASE)


# A span in typographic quotes, as the languages write them: „…“ (de), “…” (en, id).
QUOTED = re.compile(r'[„“]([^„“”]+)[“”]')


def without_quoted_source(text, source):
    """The translation without quoted spans copied word for word from its source: the title
    of a publication stays in its own language, whatever the glossary says."""
    return QUOTED.sub(lambda m: '' if m.group(1) in source else m.group(0), text)


def check_glossary(source_dir, errors):
    """One word per idea: no translation uses a variant the glossary lists as wrong."""
    entries = glossary(source_dir)
    if len(entries) < 30:
        errors.append(f'glossary.tsv: only {len(entries)} ideas with wrong variants; is it complete?')
    for lang in LANGUAGES:
        path = os.path.join(source_dir, 'i18n', f'hotspotlab_{lang}.ts')
        patterns = [(term, chosen, variant, whole_words(variant))
                    for (term, l, chosen, variants) in entries if l == lang for variant in variants]
        for (context, source, _c, _n), (_kind, texts) in messages(path).items():
            for text in texts:
                text = without_quoted_source(text, source)
                for term, chosen, variant, pattern in patterns:
                    if pattern.search(text):
                        errors.append(f'{os.path.basename(path)}: [{context}] "{source[:60]}": '
                                      f'"{variant}" for "{term}"; the glossary says "{chosen}"')


# A number or placeholder, an ordinary space, then the percent sign.
PERCENT_AFTER_SPACE = re.compile(r'(?:\d|%L?\d+) %(?![\dLn])')


def check_typography(source_dir, errors):
    """German puts a no-break space before %, so "83 %" never breaks; a count that takes
    a plural ("request(s)") is a plural message (%n), never "%1 request(s)"."""
    path = os.path.join(source_dir, 'i18n', 'hotspotlab_de.ts')
    for (context, source, _c, _n), (_kind, texts) in messages(path).items():
        if any(PERCENT_AFTER_SPACE.search(text) for text in texts):
            errors.append(f'hotspotlab_de.ts: [{context}] "{source[:60]}": an ordinary space before %; '
                          'use a no-break space (U+00A0)')
    path = os.path.join(source_dir, 'i18n', 'hotspotlab_en.ts')
    for (context, source, _c, numerus), _value in messages(path).items():
        if '(s)' in source and not numerus:
            errors.append(f'[{context}] "{source[:60]}": "(s)" without %n; make it a plural message '
                          '(tr with %n)')


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument('--source-dir', required=True)
    parser.add_argument('--lupdate', default='/usr/lib/qt6/bin/lupdate')
    args = parser.parse_args()
    errors = []
    check_complete(args.source_dir, errors)
    check_glossary(args.source_dir, errors)
    check_typography(args.source_dir, errors)
    check_fresh(args.source_dir, args.lupdate, errors)
    for error in errors:
        print(error)
    print(f'translations: {len(errors)} problem(s)')
    return 1 if errors else 0


if __name__ == '__main__':
    sys.exit(main())
