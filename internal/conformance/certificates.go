package conformance

func certificates(env *Env) {}
