"""The game played in the page: a session the Web Worker drives under Pyodide (standard library
only, like the engine and the drawing code it uses)."""
