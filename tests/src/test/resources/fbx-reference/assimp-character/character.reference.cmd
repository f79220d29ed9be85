iqm character.reference.iqm character.fbx
