iqm static.reference.iqm static.fbx
