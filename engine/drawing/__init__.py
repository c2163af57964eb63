"""Figures of engine positions, pure Python so they also run in Pyodide."""
