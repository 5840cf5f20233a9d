// A composer's worker that dies at once, with requests already sent to it.
process.exit(3);
