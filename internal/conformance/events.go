package conformance

func events(env *Env) {}
