// Integration tests start servers and databases and run real SQL; on a loaded 2-core
// CI machine the 5 s default is too tight. This bounds hangs, it does not assert speed.
jest.setTimeout(60_000);
