// The async boundary: shared singletons are negotiated before the shell's own code runs.
void import('./bootstrap');
