def write_all(write):
    pass
