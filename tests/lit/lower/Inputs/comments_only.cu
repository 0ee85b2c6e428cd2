// A file of comments alone.
