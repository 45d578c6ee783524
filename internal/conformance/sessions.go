package conformance

func sessions(env *Env) {}
