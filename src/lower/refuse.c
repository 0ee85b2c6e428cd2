/* refuse.c - the one place that decides whether an extended lambda is
 * lowered.  The front end records what it saw in the body and around the
 * lambda (cl_lowering.obstacle); the rest is read from the model here.
 * Every reason is worded once, in refusals.def.  Decides only: the
 * wrapper itself is made in lower.c. */
#include <string.h>

#include "lower.h"

static const char *const refusal_text[] = {
    NULL,
#define REFUSAL(name, text) text,
#include "refusals.def"
#undef REFUSAL
};

static const char *say(cl_arena *a, cl_refusal why, const char *name) {
  return name ? cl_printf(a, refusal_text[why], name) : refusal_text[why];
}

static int names_members(const cl_lowering *lo) {
  for (size_t i = 0; i < lo->nrewrites; i++)
    if (lo->rewrites[i].kind == CL_RW_THIS || lo->rewrites[i].kind == CL_RW_MEMBER)
      return 1;
  return 0;
}

static int captures_this(const cl_lambda *l) {
  for (size_t i = 0; i < l->ncaptures; i++)
    if (l->captures[i].kind == CL_CAP_THIS || l->captures[i].kind == CL_CAP_STAR_THIS)
      return 1;
  return 0;
}

/* The first reason `l` cannot be lowered, from its own model. */
static const char *model_refusal(cl_arena *a, const cl_lambda *l) {
  const cl_lowering *lo = l->lowering;
  for (size_t i = 0; i < l->ncaptures; i++) {
    const cl_capture *c = &l->captures[i];
    if (c->pack)
      return say(a, CL_REFUSE_CAPTURES_PACK, c->name);
    if (c->kind == CL_CAP_REF || c->kind == CL_CAP_INIT_REF)
      return say(a, CL_REFUSE_CAPTURES_BY_REFERENCE, c->name);
  }
  if (!lo->self_class)
    for (size_t i = 0; i < lo->nrewrites; i++)
      if (lo->rewrites[i].kind != CL_RW_CLASS_NAME && lo->rewrites[i].kind != CL_RW_TEXT)
        return say(a, CL_REFUSE_MEMBERS_OUTSIDE_MEMBER, NULL);
  if (lo->macro_body && !lo->macro_body[0])
    return say(a, CL_REFUSE_MACRO_BODY_UNREADABLE, NULL);
  if (lo->macro_body && lo->nrewrites)
    return say(a, CL_REFUSE_MACRO_BODY_MEMBERS, NULL);
  if (!captures_this(l) && names_members(lo))
    return say(a, CL_REFUSE_THIS_UNCAPTURED, NULL);
  if (lo->reaches_private && lo->self_class && !lo->class_body_offset)
    return say(a, CL_REFUSE_PRIVATE_OF_FOREIGN_CLASS, lo->self_class);
  return NULL;
}

const char *lw_refusal(cl_arena *a, const cl_lambda *l, const lw_edit *inner, size_t ninner,
                       cl_loc *at) {
  const cl_lowering *lo = l->lowering;
  if (lo->obstacle) {
    *at = lo->obstacle_loc;
    return say(a, lo->obstacle, lo->obstacle_name);
  }
  *at = l->begin;
  /* Each expansion may give the macro's alias another type, and one
   * wrapper cannot say them all. */
  if (lo->expansions > 1 && lo->macro_alias)
    return say(a, CL_REFUSE_MACRO_EXPANDED_TWICE, NULL);
  const char *why = model_refusal(a, l);
  if (why)
    return why;
  /* A moved local class is copied as written: edits inside it are lost. */
  for (size_t i = 0; i < lo->nhoisted; i++)
    for (size_t k = 0; k < ninner; k++)
      if (inner[k].offset >= lo->hoisted[i].begin && inner[k].offset < lo->hoisted[i].end)
        return say(a, CL_REFUSE_HOISTED_HOLDS_LAMBDAS, lo->hoisted[i].name);
  return NULL;
}
