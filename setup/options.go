package setup

// Option changes how NewPlan plans and how the plan's Apply runs.
type Option func(*options)

type options struct {
	prune    bool
	parallel int
	progress func(Progress)
	token    func(Token) error
	// tokenDir is the directory of KeepTokens, which CheckTokens checks.
	tokenDir string
	// source is where the description was read from (From).
	source *Source
}

func newOptions(opts []Option) options {
	o := options{parallel: 8}
	for _, opt := range opts {
		opt(&o)
	}
	return o
}

// Prune makes the plan delete managed resources that the description no
// longer lists. Without it they are left as they are.
func Prune() Option { return func(o *options) { o.prune = true } }

// Parallel sets how many changes Apply runs at once, 8 by default; the
// client's rate limit still paces them. n below 1 means 1.
func Parallel(n int) Option { return func(o *options) { o.parallel = max(n, 1) } }

// OnProgress makes Apply call f after each change, one call at a time.
func OnProgress(f func(Progress)) Option { return func(o *options) { o.progress = f } }

// OnToken makes Apply hand each token that the API shows once (of a new
// tunnel credential or API key) to f, once. An error from f stops Apply
// with a *TokenError, which holds the token. Without OnToken or
// KeepTokens, the tokens are dropped: the resources exist, but their
// tokens are lost. See TokenDir.
func OnToken(f func(Token) error) Option {
	return func(o *options) { o.token, o.tokenDir = f, "" }
}

// KeepTokens makes Apply write each token that the API shows once to a
// file of mode 0600 in dir, an existing directory, as TokenDir does, and
// check before it changes anything that it can: see Plan.CheckTokens.
func KeepTokens(dir string) Option {
	return func(o *options) { o.token, o.tokenDir = TokenDir(dir), dir }
}

// Progress reports a change that Apply finished.
type Progress struct {
	// Change is the change.
	Change *Change
	// ID is the resource's ID: the one a create or a replacement made
	// (Change.ID is empty for a create, and the old ID for a
	// replacement), otherwise Change.ID. It is empty when a create or a
	// replacement failed.
	ID string
	// Done is how many changes are finished, this one included, of Total.
	Done, Total int
	// Err is the change's error, nil when it succeeded.
	Err error
}
