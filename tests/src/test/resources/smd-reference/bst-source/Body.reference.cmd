iqm Body.reference.iqm Body.smd Sway_Armature.smd
