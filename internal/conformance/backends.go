package conformance

func backends(env *Env) {}
