package conformance

func edges(env *Env) {}
