// An async boundary: the federation runtime negotiates the shared singletons before any of them is imported.
void import('./bootstrap');
