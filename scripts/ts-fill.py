#!/usr/bin/env python3
"""Fill translations into a Qt .ts catalogue.

    scripts/ts-fill.py i18n/hotspotlab_de.ts SOURCE [SOURCE ...] [--overwrite]

Each SOURCE is either another .ts file (finished translations are taken from it, e.g.
when merging branches) or a JSON file {"Context": {"English source": "translation"}},
where a plural message takes a list of forms. Only unfinished or empty messages are
filled unless --overwrite is given. Run scripts/update-translations afterwards so the
file is written in lupdate's own layout.
"""
import argparse
import json
import sys
import xml.etree.ElementTree as ET


def load_ts(path):
    table = {}
    for context in ET.parse(path).getroot().iter('context'):
        name = context.findtext('name')
        for msg in context.iter('message'):
            tr = msg.find('translation')
            if tr is None or tr.get('type') in ('unfinished', 'obsolete', 'vanished'):
                continue
            forms = [f.text or '' for f in tr.findall('numerusform')]
            table.setdefault(name, {})[msg.findtext('source')] = forms if forms else (tr.text or '')
    return table


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument('target')
    parser.add_argument('sources', nargs='+')
    parser.add_argument('--overwrite', action='store_true')
    args = parser.parse_args()

    table = {}
    for source in args.sources:
        loaded = load_ts(source) if source.endswith('.ts') else json.load(open(source, encoding='utf-8'))
        for context, messages in loaded.items():
            table.setdefault(context, {}).update(messages)

    tree = ET.parse(args.target)
    filled = 0
    for context in tree.getroot().iter('context'):
        messages = table.get(context.findtext('name'), {})
        for msg in context.iter('message'):
            tr = msg.find('translation')
            text = messages.get(msg.findtext('source'))
            if tr is None or text is None:
                continue
            done = tr.get('type') is None and (tr.text or tr.findall('numerusform'))
            if done and not args.overwrite:
                continue
            if msg.get('numerus') == 'yes':
                forms = text if isinstance(text, list) else [text]
                for old in tr.findall('numerusform'):
                    tr.remove(old)
                tr.text = None
                for form in forms:
                    ET.SubElement(tr, 'numerusform').text = form
            else:
                tr.text = text if isinstance(text, str) else text[0]
            tr.attrib.pop('type', None)
            filled += 1
    tree.write(args.target, encoding='utf-8', xml_declaration=True)
    print(f'{args.target}: filled {filled} messages', file=sys.stderr)


if __name__ == '__main__':
    main()
