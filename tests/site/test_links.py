from build_tools.site.pages.links import check


def test_broken_internal_links_name_file_and_line(tmp_path):
    (tmp_path / "a.md").write_text("## Top {#top}\n", encoding="utf-8")
    (tmp_path / "b.md").write_text(
        "[ok](a.md#top) [ext](https://example.org/x.md)\n[bad](nope.md)\n[anchor](a.md#gone)\n",
        encoding="utf-8",
    )
    found = [str(p) for p in check(tmp_path)]
    assert len(found) == 2
    assert found[0].endswith("b.md:2: broken link 'nope.md': no such page")
    assert found[1].endswith("b.md:3: broken link 'a.md#gone': no such anchor")
