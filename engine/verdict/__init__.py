""" "Can this deal be won?": the answer for one deal code and redeal limit, in words.

``answer.py`` turns a verdict (won / lost with its proof / undecided) into the reader's sentences,
``study.py`` reads the committed study's per-deal results into verdicts (the build writes them
into the site), ``page.py`` answers the Study page's form in Pyodide: the code checked by the
engine, then the solver on a time limit, reporting its progress.  Standard library only.
"""
