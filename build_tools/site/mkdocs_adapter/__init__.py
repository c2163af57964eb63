"""mkdocs_adapter"""
