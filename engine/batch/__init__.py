"""The batch jobs' toolkit (the solver's study, the puzzle generator, their command lines):
``checkpoint`` (JSON-lines files a stopped run continues from), ``progress`` (one progress bar),
``numbers`` (counts on the command line, "80k" included). Never used in the browser."""
