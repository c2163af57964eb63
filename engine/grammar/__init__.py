"""Grammar helpers as functions of a language (standard library only, so they run in Pyodide)."""
