#!/usr/bin/env python3
"""Fails when app text repeats a sentence of a source document (a seed).

The lessons are written from facts in the seeds (../shared/seeds), never copied. This
check compares every English source and every translation in i18n/*.ts with the seeds
and reports any run of WORDS consecutive words that both share (case, punctuation and
spacing ignored). Runs made only of numbers and short function words do not count.
"""
import argparse
import glob
import os
import re
import sys
import xml.etree.ElementTree as ET

WORDS = 6
TOKEN = re.compile(r"[^\W_]+(?:[.,'][^\W_]+)*", re.UNICODE)


def tokens(text):
    return [t.lower() for t in TOKEN.findall(text)]


def runs(words, n):
    return {tuple(words[i:i + n]) for i in range(len(words) - n + 1)}


def meaningful(run):
    # At least three words of four letters or more: "0 / 4 / 4 / 4" or "of the
    # and in" are not a copied sentence.
    return sum(1 for w in run if len(w) >= 4 and not w.replace('.', '').replace(',', '').isdigit()) >= 3


def app_texts(source_dir):
    for path in sorted(glob.glob(os.path.join(source_dir, 'i18n', '*.ts'))):
        for context in ET.parse(path).getroot().iter('context'):
            name = context.findtext('name')
            for msg in context.iter('message'):
                source = msg.findtext('source') or ''
                yield f'{os.path.basename(path)} [{name}] source', source
                tr = msg.find('translation')
                if tr is not None:
                    forms = [f.text or '' for f in tr.findall('numerusform')]
                    for text in forms or [tr.text or '']:
                        yield f'{os.path.basename(path)} [{name}] "{source[:50]}"', text


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument('--source-dir', required=True)
    parser.add_argument('--seeds', required=True, help='folder with the seed documents')
    parser.add_argument('--words', type=int, default=WORDS)
    args = parser.parse_args()

    # Missing seeds fail the check: without them it would pass having compared nothing.
    if not os.path.isdir(args.seeds):
        print(f'seed overlap: FAILED: the seed folder {os.path.abspath(args.seeds)} does not exist. '
              'Put the seed documents (*.txt) there (a copy of shared/ beside the clone), '
              'or configure with -DHOTSPOT_SEEDS_DIR=<folder>.')
        return 1
    seed_files = sorted(glob.glob(os.path.join(args.seeds, '*.txt')))
    if not seed_files:
        print(f'seed overlap: FAILED: no seed documents (*.txt) in {os.path.abspath(args.seeds)}')
        return 1
    seed_runs = {}
    for path in seed_files:
        for run in runs(tokens(open(path, encoding='utf-8').read()), args.words):
            if meaningful(run):
                seed_runs.setdefault(run, os.path.basename(path))

    problems = 0
    for where, text in app_texts(args.source_dir):
        for run in sorted(runs(tokens(text), args.words) & seed_runs.keys()):
            problems += 1
            print(f'{where}: "{" ".join(run)}" is copied from {seed_runs[run]}')
    print(f'seed overlap: {problems} copied run(s) of {args.words} words')
    return 1 if problems else 0


if __name__ == '__main__':
    sys.exit(main())
