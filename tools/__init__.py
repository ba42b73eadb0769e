"""The project's tools (benchmarks, the monkey, the strength meter, the makers of pictures and
sounds), importable as `tools.<name>` so that a test and a tool share one module. Each is also
run as a script, `python tools/<name>.py`, which puts the project's root on the path itself."""
