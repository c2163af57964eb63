"""What the browser app reads beside the pages: ``bundle`` (the engine wheel, the self-hosted
Pyodide runtime, the fast start, each language's compiled catalog and starting boards, the
service worker), ``verdicts`` (the study's answers), ``puzzle_board`` (the puzzle board's data),
``json_files`` (the one JSON writer every data file goes through)."""
